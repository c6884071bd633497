const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });

const day = 24 * 60 * 60_000;

/**
 * How long ago a Discord account was made, in the largest whole unit: "há 3 anos", "há 1 mês",
 * "há 12 dias", "hoje". A new account is a signal staff weigh; the date itself is in the title.
 */
export function formatAccountAge(createdAt: string, now: number): string {
  const created = new Date(createdAt);
  if (Number.isNaN(created.getTime())) return '—';
  const at = new Date(now);
  let months =
    (at.getFullYear() - created.getFullYear()) * 12 + (at.getMonth() - created.getMonth());
  if (at.getDate() < created.getDate()) months -= 1;
  if (months >= 12) return relative.format(-Math.floor(months / 12), 'year');
  if (months >= 1) return relative.format(-months, 'month');
  const days = Math.floor((now - created.getTime()) / day);
  return days >= 1 ? relative.format(-days, 'day') : 'hoje';
}
