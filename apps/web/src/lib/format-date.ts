const dateTimeFormatter = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The community's clock, for sentences that say "(horário de Brasília)". */
const brasiliaDateTimeFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateFormatter = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "31/12/2025 14:30" (pt-BR, the viewer's time zone). */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateTimeFormatter.format(date).replace(',', '') : '—';
}

/** "31/12/2025 14:30" in Brasília time, whatever the viewer's zone: the server's dates say so. */
export function formatDateTimeBrasilia(value: Date | string | number): string {
  const date = toDate(value);
  return date ? brasiliaDateTimeFormatter.format(date).replace(',', '') : '—';
}

/** "31/12/2025". */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? dateFormatter.format(date) : '—';
}
