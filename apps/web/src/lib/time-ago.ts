const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });

const day = 24 * 60 * 60_000;

/**
 * How long ago something began, in the largest whole unit: "há 3 anos", "há 1 mês",
 * "há 12 dias", "hoje". For ages counted in months and years (a Discord account, a stay in the
 * guild), where the date itself goes in a title.
 */
export function formatTimeAgo(since: string, now: number): string {
  const start = new Date(since);
  if (Number.isNaN(start.getTime())) return '—';
  const at = new Date(now);
  let months = (at.getFullYear() - start.getFullYear()) * 12 + (at.getMonth() - start.getMonth());
  if (at.getDate() < start.getDate()) months -= 1;
  if (months >= 12) return relative.format(-Math.floor(months / 12), 'year');
  if (months >= 1) return relative.format(-months, 'month');
  const days = Math.floor((now - start.getTime()) / day);
  return days >= 1 ? relative.format(-days, 'day') : 'hoje';
}
