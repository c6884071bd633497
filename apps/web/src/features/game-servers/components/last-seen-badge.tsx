import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { formatLastSeen, isOnline } from '../last-seen';

/** "Visto há 2 min" with a green dot while the game server keeps calling; "Nunca conectado". */
export function LastSeenBadge({ lastSeenAt }: { lastSeenAt: string | null }) {
  const now = useNow(30_000);
  const online = isOnline(lastSeenAt, now);
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground"
      title={lastSeenAt ? formatDateTime(lastSeenAt) : undefined}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-2 rounded-full',
          online ? 'bg-emerald-500' : 'bg-muted-foreground/40',
        )}
      />
      {lastSeenAt ? (
        <time dateTime={lastSeenAt}>{formatLastSeen(lastSeenAt, now)}</time>
      ) : (
        formatLastSeen(null, now)
      )}
    </span>
  );
}
