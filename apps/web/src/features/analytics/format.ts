const count = new Intl.NumberFormat('pt-BR');
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return count.format(value);
}

/** Minutes in voice: "45 min", "12,5 h", "1.234 h". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${count.format(Math.round(minutes))} min`;
  const hours = minutes / 60;
  return `${hours < 100 ? oneDecimal.format(hours) : count.format(Math.round(hours))} h`;
}

/** "2026-11" → "nov/26". */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const names = [
    'jan',
    'fev',
    'mar',
    'abr',
    'mai',
    'jun',
    'jul',
    'ago',
    'set',
    'out',
    'nov',
    'dez',
  ];
  return `${names[Number(match[2]) - 1] ?? match[2]}/${match[1]?.slice(2)}`;
}

/** A share of a whole: "62%", or "—" of nothing. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—';
}
