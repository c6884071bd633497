import { Hash, Volume2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useGuildCatalog } from '@/lib/guild-catalog';
import { roleColor } from '@/lib/guild-roles';
import { useKnownMember } from '@/lib/guild-members';
import { MemberLink, PlainName } from './member-link';
import { RoleDot } from './role-dot';

/** How an id is shown beside a name: in small type, or only on hover. */
type IdDisplay = 'beside' | 'hover';

function SmallId({ id }: { id: string }) {
  return <span className="ml-1.5 font-mono text-xs text-muted-foreground">{id}</span>;
}

interface MemberNameProps {
  id: string;
  /** A name the list already has (what was stored with the row), shown until the catalog answers. */
  fallback?: string | null;
  showId?: IdDisplay;
  /**
   * False inside a link or a button (no link in a link): the name only. Otherwise it leads to
   * the member's file for whoever may open it.
   */
  link?: boolean;
  className?: string;
}

/**
 * A Discord member by name, as the guild catalog knows them (their id on hover, or beside it in
 * small type). Unknown to the catalog: the name the row kept, else the id itself.
 */
export function MemberName({
  id,
  fallback,
  showId = 'hover',
  link = true,
  className,
}: MemberNameProps) {
  const member = useKnownMember(id).data;
  const name = member?.name ?? fallback ?? null;
  const Wrapper = link ? MemberLink : PlainName;
  if (!name) {
    return (
      <Wrapper id={id} className={cn('font-mono text-xs', className)}>
        {id}
      </Wrapper>
    );
  }
  return (
    <Wrapper id={id} className={className} title={showId === 'hover' ? `ID ${id}` : undefined}>
      <span className="font-medium">{name}</span>
      {member && !member.inGuild ? (
        <span className="ml-1.5 text-xs text-muted-foreground">(saiu do servidor)</span>
      ) : null}
      {showId === 'beside' ? <SmallId id={id} /> : null}
    </Wrapper>
  );
}

interface CatalogNameProps {
  id: string;
  showId?: IdDisplay;
  className?: string;
}

/** A catalog entry by name, its mark before it; an id the catalog does not know stays an id. */
function CatalogName({
  id,
  name,
  mark,
  showId = 'hover',
  className,
}: CatalogNameProps & { name: string | undefined; mark: ReactNode }) {
  if (name === undefined) return <span className={cn('font-mono text-xs', className)}>{id}</span>;
  return (
    <span
      className={cn('inline-flex items-baseline gap-1', className)}
      title={showId === 'hover' ? `ID ${id}` : undefined}
    >
      {mark}
      <span className="font-medium">{name}</span>
      {showId === 'beside' ? <SmallId id={id} /> : null}
    </span>
  );
}

/** A role of the guild by name, with its colour. */
export function RoleName(props: CatalogNameProps) {
  const role = useGuildCatalog().data?.roles.find((candidate) => candidate.id === props.id);
  return (
    <CatalogName
      {...props}
      name={role?.name}
      mark={<RoleDot color={roleColor(role?.color ?? 0)} className="size-2.5 self-center" />}
    />
  );
}

/** A channel of the guild by name (#name, or a speaker for a voice channel). */
export function ChannelName(props: CatalogNameProps) {
  const channel = useGuildCatalog().data?.channels.find((candidate) => candidate.id === props.id);
  const Icon = channel?.kind === 'voice' ? Volume2 : Hash;
  return (
    <CatalogName
      {...props}
      name={channel?.name}
      mark={<Icon aria-hidden="true" className="size-3.5 self-center text-muted-foreground" />}
    />
  );
}
