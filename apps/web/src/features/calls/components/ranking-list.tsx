import type { RankingUser } from '@panel/contract/api/calls';
import { MemberLink } from '@/components/member-link';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDuration, isoDuration } from '@/lib/format-duration';
import { memberName } from '../member-name';
import { RankMark } from './rank-mark';

/** A member's time as a whole percentage of the first place's (0 when nobody has time). */
export function shareOfTop(seconds: number, topSeconds: number): number {
  return topSeconds > 0 ? Math.round((Math.max(0, seconds) / topSeconds) * 100) : 0;
}

/** A horizontal bar as long as the member's share of the first place's time. */
function TimeBar({ percent }: { percent: number }) {
  return (
    <div className="min-w-0 flex-1">
      <span className="sr-only">{percent}% do tempo do 1º lugar</span>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div
          data-bar
          className={cn('h-full rounded-full bg-primary', percent > 0 && 'min-w-1')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

interface RankingListProps {
  users: RankingUser[];
  /** The first place's time in the period, on whichever page it is. */
  topSeconds: number;
  /** Another period's or page's ranking, shown while this one loads. */
  stale: boolean;
}

/** A page of the period's ranking, each with their time and a bar against the first place's. */
export function RankingList({ users, topSeconds, stale }: RankingListProps) {
  return (
    <ol
      aria-label="Ranking de tempo em call"
      aria-busy={stale}
      className={cn('grid gap-2 transition-opacity', stale && 'opacity-60')}
    >
      {users.map((user) => {
        const name = memberName(user);
        return (
          <li
            key={user.id}
            className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2 text-card-foreground"
          >
            <RankMark rank={user.rank} />
            <UserAvatar name={name} src={user.avatarUrl} className="size-9" />
            <div className="grid min-w-0 flex-1 gap-1.5">
              <div className="flex items-baseline justify-between gap-2">
                <span
                  className={cn(
                    'min-w-0 text-sm font-medium wrap-anywhere',
                    !user.username && 'font-mono',
                  )}
                  title={name}
                >
                  <MemberLink id={user.discordId}>{name}</MemberLink>
                </span>
                <time
                  dateTime={isoDuration(user.totalSeconds)}
                  className="shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums"
                >
                  {formatDuration(user.totalSeconds)}
                </time>
              </div>
              <div className="flex items-center gap-2">
                <TimeBar percent={shareOfTop(user.totalSeconds, topSeconds)} />
                <Badge variant={user.isConnected ? 'success' : 'outline'} className="shrink-0">
                  {user.isConnected ? 'Online' : 'Offline'}
                </Badge>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
