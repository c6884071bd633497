import { formatDateTime } from '@/lib/format-date';

const relativeFormatter = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * "agora", "há 5 minutos", "há 3 horas", "ontem", "há 4 dias"; from a week on, the pt-BR date
 * and time, since "há 23 dias" makes the reader count back.
 */
export function formatRelativeTime(value: string | Date, now: number): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '—';
  // A clock a little ahead of ours must not give "em 2 minutos".
  const elapsed = Math.max(0, now - time);
  if (elapsed < minute) return 'agora';
  if (elapsed < hour) return relativeFormatter.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return relativeFormatter.format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return relativeFormatter.format(-Math.floor(elapsed / day), 'day');
  return formatDateTime(time);
}
