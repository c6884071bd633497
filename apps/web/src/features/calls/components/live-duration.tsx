import { formatDuration, isoDuration } from '@/lib/format-duration';
import { useNow } from '@/lib/use-now';

interface LiveDurationProps {
  /** Seconds in call when the answer arrived. */
  seconds: number;
  /** When the answer arrived, by this browser's clock (ms). */
  since: number;
}

/** Time in call, going up every second between two answers of the server. */
export function LiveDuration({ seconds, since }: LiveDurationProps) {
  const now = useNow(1000);
  // A clock read just before the answer arrived, or set back meanwhile, adds nothing.
  const elapsed = seconds + Math.max(0, Math.floor((now - since) / 1000));
  return (
    <time dateTime={isoDuration(elapsed)} className="tabular-nums">
      {formatDuration(elapsed, { seconds: true })}
    </time>
  );
}
