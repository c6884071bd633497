import { formatDateTime } from '@/lib/format-date';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * When the game server last called with its key: "Nunca conectado", "Visto agora",
 * "Visto há 2 min", "Visto há 3 h", "Visto há 2 dias"; from a week on, the date and time.
 */
export function formatLastSeen(lastSeenAt: string | null, now: number): string {
  if (lastSeenAt === null) return 'Nunca conectado';
  const time = new Date(lastSeenAt).getTime();
  if (Number.isNaN(time)) return 'Nunca conectado';
  // A server clock a little ahead of ours must not read as the future.
  const elapsed = Math.max(0, now - time);
  if (elapsed < minute) return 'Visto agora';
  if (elapsed < hour) return `Visto há ${Math.floor(elapsed / minute)} min`;
  if (elapsed < day) return `Visto há ${Math.floor(elapsed / hour)} h`;
  if (elapsed < 7 * day) {
    const days = Math.floor(elapsed / day);
    return days === 1 ? 'Visto há 1 dia' : `Visto há ${days} dias`;
  }
  return `Visto em ${formatDateTime(time)}`;
}

/**
 * Seen in the last two minutes: a running game server reports its players every few seconds
 * (the panel records the call at most every 10 s).
 */
export function isOnline(lastSeenAt: string | null, now: number): boolean {
  if (lastSeenAt === null) return false;
  const time = new Date(lastSeenAt).getTime();
  return !Number.isNaN(time) && now - time < 2 * minute;
}
