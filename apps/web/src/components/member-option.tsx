import type { GuildMember } from '@panel/contract/api/users';
import { panelRoleNames, type PanelRoleName } from '@panel/contract/permissions';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { avatarUrl } from '@/lib/avatar-url';
import { cn } from '@/lib/cn';
import { roleLabels } from '@/lib/role-labels';

function isPanelRole(name: string | null): name is PanelRoleName {
  return name !== null && (panelRoleNames as readonly string[]).includes(name);
}

/** The member's picture: the catalog keeps a URL or a Discord avatar hash. */
export function MemberAvatar({ member, className }: { member: GuildMember; className?: string }) {
  return (
    <UserAvatar
      name={member.name}
      src={avatarUrl({ id: member.userId, avatar: member.avatarUrl })}
      className={className}
    />
  );
}

interface MemberOptionProps {
  id: string;
  member: GuildMember;
  active: boolean;
  onPick: (member: GuildMember) => void;
  onHover: () => void;
}

/** One member in the search's list: picture, name, username and id, and a panel role held. */
export function MemberOption({ id, member, active, onPick, onHover }: MemberOptionProps) {
  const role = isPanelRole(member.panelRole) ? roleLabels[member.panelRole] : null;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-active={active || undefined}
      // The input keeps the focus: a click picks without blurring it first.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onPick(member)}
      onMouseMove={onHover}
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md px-2 py-2 text-sm',
        active && 'bg-accent text-accent-foreground',
      )}
    >
      {/* On the highlight the initials take its text colour, to stay readable. */}
      <MemberAvatar
        member={member}
        className={cn('size-8', active && '*:text-accent-foreground')}
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{member.name}</span>
        <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span className="max-w-full truncate">@{member.username}</span>
          <span className="font-mono">{member.userId}</span>
        </span>
      </span>
      {role ? <Badge variant="outline">{role}</Badge> : null}
    </li>
  );
}
