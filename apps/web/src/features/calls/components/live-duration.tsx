import { formatDuration, isoDuration } from '@/lib/format-duration';
import { useNow } from '@/lib/use-now';

interface LiveDurationProps {
  /** Seconds in call when the answer arrived. */
  seconds: number;
  /** When the answer arrived, by this browser's clock (ms). */
  since: number;
}

/**
 * Time in call ("1h 05min"), going on between two answers of the server: checked every
 * second, so the minute turns when it does.
 */
export function LiveDuration({ seconds, since }: LiveDurationProps) {
  const now = useNow(1000);
  // A clock read just before the answer arrived, or set back meanwhile, adds nothing.
  const elapsed = seconds + Math.max(0, Math.floor((now - since) / 1000));
  return (
    <time dateTime={isoDuration(elapsed)} className="whitespace-nowrap tabular-nums">
      {formatDuration(elapsed)}
    </time>
  );
}
