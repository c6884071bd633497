/** The community's clock: server messages name dates the way members read them. */
const displayTimeZone = 'America/Sao_Paulo';

const parts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: displayTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `dd/mm/aaaa hh:mm` in Brasília time, as the spec writes dates. */
export function formatDateTimePtBr(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
