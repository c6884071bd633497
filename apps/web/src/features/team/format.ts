const count = new Intl.NumberFormat('pt-BR');
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return count.format(value);
}

/** 0.75 → "75%"; nothing decided → "—". */
export function formatRate(value: number | null): string {
  return value === null ? '—' : percent.format(value);
}

/**
 * A wait or a time to close, from hours: "45min", "5h 20min", "3,5 dias" (from two days on,
 * where hours stop helping). Nothing measured → "—".
 */
export function formatWait(hours: number | null): string {
  if (hours === null) return '—';
  const minutes = Math.round(hours * 60);
  if (minutes < 60) return `${minutes}min`;
  if (hours < 48) {
    const whole = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest === 0 ? `${whole}h` : `${whole}h ${String(rest).padStart(2, '0')}min`;
  }
  return `${oneDecimal.format(hours / 24)} dias`;
}

/** Time on duty: "0h", "12,5h". */
export function formatHours(hours: number): string {
  return `${oneDecimal.format(hours)}h`;
}

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/**
 * How long ago, in the unit that says it: "agora", "há 5 minutos", "há 3 horas", "ontem",
 * "há 23 dias" (counted in days however long: who has gone quiet is the point). Never: "nunca".
 */
export function formatSince(value: string | null, now: number): string {
  if (value === null) return 'nunca';
  const elapsed = Math.max(0, now - Date.parse(value));
  if (Number.isNaN(elapsed)) return '—';
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 1) return 'agora';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  if (minutes < 24 * 60) return relative.format(-Math.floor(minutes / 60), 'hour');
  return relative.format(-Math.floor(minutes / (24 * 60)), 'day');
}
