/**
 * The name the bot gives the ticket's channel (`ticket-42-diego-rocha`): lowercase letters,
 * digits and dashes, at most 100 characters, as Discord keeps text channel names.
 */
export function ticketChannelName(row: { id: number; username: string }): string {
  const slug = row.username
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `ticket-${row.id}${slug ? `-${slug}` : ''}`;
}
