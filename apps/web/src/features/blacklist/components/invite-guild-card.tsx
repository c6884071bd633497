import type { DiscordInviteGuild } from '@panel/contract/api/blacklist-invites';
import { formatCount } from '@/components/list-status';
import { UserAvatar } from '@/components/ui/avatar';

/** The server an invite leads to, for staff to confirm before adding it: icon, name, id, size. */
export function InviteGuildCard({ guild }: { guild: DiscordInviteGuild }) {
  return (
    <div
      role="group"
      aria-label="Servidor do convite"
      className="flex min-w-0 items-center gap-3 rounded-lg border bg-muted/40 p-3"
    >
      <UserAvatar name={guild.name} src={guild.iconUrl} className="size-10" />
      <div className="grid min-w-0 gap-0.5">
        <p className="truncate text-sm font-medium">{guild.name}</p>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
          <span>
            ID <span className="font-mono">{guild.guildId}</span>
          </span>
          {guild.memberCount === null ? null : (
            <span>{formatCount(guild.memberCount, 'membro', 'membros')}</span>
          )}
        </p>
      </div>
    </div>
  );
}
