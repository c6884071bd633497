import type { RankingUser } from '@panel/contract/api/calls';
import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDuration, isoDuration } from '@/lib/format-duration';
import { memberName } from '../member-name';
import { RankMark } from './rank-mark';

interface RankingListProps {
  users: RankingUser[];
  /** Another period's ranking, shown while this one loads. */
  stale: boolean;
}

export function RankingList({ users, stale }: RankingListProps) {
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
            <div className="grid min-w-0 flex-1 gap-1">
              <span
                className={cn('text-sm font-medium wrap-anywhere', !user.username && 'font-mono')}
                title={name}
              >
                {name}
              </span>
              <Badge variant={user.isConnected ? 'success' : 'outline'}>
                {user.isConnected ? 'Online' : 'Offline'}
              </Badge>
            </div>
            <time
              dateTime={isoDuration(user.totalSeconds)}
              className="shrink-0 text-sm font-semibold tabular-nums"
            >
              {formatDuration(user.totalSeconds)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
