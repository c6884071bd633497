import { useId } from 'react';
import { gameJoinReasonLabels, type GameJoin } from '@panel/contract/api/game-servers';
import { DateTime } from '@/components/date-time';
import { LazyMemberSignals } from '@/components/lazy-member-signals';
import { MemberLink } from '@/components/member-link';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

function OutcomeBadge({ join }: { join: GameJoin }) {
  if (join.outcome === 'allowed') return <Badge variant="success">Liberado</Badge>;
  return (
    <Badge variant="outline" className="border-destructive/40 text-destructive">
      Recusado
    </Badge>
  );
}

function Member({ member }: { member: GameJoin['member'] }) {
  if (!member) return <span className="text-sm text-muted-foreground">Não vinculado</span>;
  // Without a name (the member left the Discord), the id alone.
  return (
    <span className="flex min-w-0 items-center gap-1.5 text-sm">
      <UserAvatar name={member.name ?? '?'} src={member.avatarUrl} className="size-5" />
      {member.name ? (
        <MemberLink id={member.id} className="truncate font-medium">
          {member.name}
        </MemberLink>
      ) : null}
      <span className="truncate font-mono text-xs text-muted-foreground">{member.id}</span>
    </span>
  );
}

interface JoinCardProps {
  join: GameJoin;
  /** The members of the page's joins: their files' warnings are asked for together. */
  pageMemberIds: readonly string[];
}

/**
 * One join a game server asked about: who, what the panel answered and why, and what the
 * member's file warns about (a watchlist tag, a shared PC).
 */
export function JoinCard({ join, pageMemberIds }: JoinCardProps) {
  const titleId = useId();
  const refused = join.outcome === 'refused';
  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-x-6"
    >
      <div className="grid content-start gap-1.5">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <h3 id={titleId} className="text-sm font-semibold wrap-anywhere">
            {join.playerName}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <OutcomeBadge join={join} />
            {refused ? (
              <span className="text-xs font-medium text-destructive">
                {gameJoinReasonLabels[join.reason]}
              </span>
            ) : null}
          </div>
        </div>
        <Member member={join.member} />
        {join.member ? (
          <LazyMemberSignals pageUserIds={pageMemberIds} userId={join.member.id} />
        ) : null}
        <p className="text-xs text-muted-foreground">
          <DateTime value={join.at} />
          {join.requestCode ? (
            <>
              {' · '}código do pedido{' '}
              <span className="font-mono font-semibold text-foreground select-all">
                {join.requestCode}
              </span>
            </>
          ) : null}
          {join.ip ? (
            <>
              {' · '}IP <span className="font-mono text-foreground select-all">{join.ip}</span>
            </>
          ) : null}
        </p>
      </div>
      <div className="grid min-w-0 content-start gap-2">
        {join.message ? (
          <div className="rounded-lg bg-muted/50 px-3 py-2 text-sm">
            <p className="text-xs text-muted-foreground">Mensagem ao jogador</p>
            <p className="whitespace-pre-line wrap-anywhere">{join.message}</p>
          </div>
        ) : null}
        {join.identifiers.length > 0 ? (
          <details className="text-sm">
            <summary className="w-fit cursor-pointer rounded text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 pointer-coarse:py-2">
              Identificadores ({join.identifiers.length})
            </summary>
            <ul className="mt-1 grid gap-0.5 font-mono text-xs wrap-anywhere">
              {join.identifiers.map((identifier) => (
                <li key={identifier}>{identifier}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </li>
  );
}
