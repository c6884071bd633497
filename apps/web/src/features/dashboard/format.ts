const countFormatter = new Intl.NumberFormat('pt-BR');
const oneDecimalFormatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** 1234 -> "1.234". */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}

/** A change figure: 3 -> "+3", 0 -> "0" (a "+0" reads like a glitch). */
export function formatChange(value: number): string {
  return value > 0 ? `+${formatCount(value)}` : formatCount(value);
}

/** "1 solicitação", "4 solicitações": whitelists and insertions together. */
export function formatApplications(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'solicitação' : 'solicitações'}`;
}

/**
 * "2025-11-12" -> "12/11". Read from the string itself: going through `Date` would move a UTC
 * day to the previous one for viewers west of Greenwich (all of Brazil).
 */
export function formatDayMonth(isoDate: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[2]}/${match[1]}` : isoDate;
}

/** The database answers in well under 10 ms: below that a decimal still says something. */
export function formatMilliseconds(value: number): string {
  const text =
    value < 10 ? oneDecimalFormatter.format(value) : countFormatter.format(Math.round(value));
  return `${text} ms`;
}

/** 99.5 -> "99,5%". */
export function formatPercent(value: number): string {
  return `${oneDecimalFormatter.format(value)}%`;
}
