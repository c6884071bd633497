// The member's file's words without zod: the web's pages and links read them.

/** What the member's timeline lists, in the order its filter shows them. */
export const memberEventKinds = [
  'application',
  'blacklist',
  'ticket',
  'code',
  'points',
  'purchase',
  'voice',
  'game_join',
  'identity',
  'note',
  'audit',
] as const;
export type MemberEventKind = (typeof memberEventKinds)[number];

export const memberEventKindLabels: Record<MemberEventKind, string> = {
  application: 'Inscrições',
  blacklist: 'Blacklist',
  ticket: 'Tickets',
  code: 'Códigos',
  points: 'Pontos',
  purchase: 'Compras',
  voice: 'Calls',
  game_join: 'Conexões',
  identity: 'Contas do jogo',
  note: 'Notas',
  audit: 'Auditoria',
};

/** How many things the timeline answers per page. */
export const memberTimelinePageSize = 30;

/** The address of a member's file. */
export function memberFilePath(discordId: string): string {
  return `/members/${discordId}`;
}
