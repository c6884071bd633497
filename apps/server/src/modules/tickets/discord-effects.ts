import {
  ticketDecisionOf,
  ticketDecisionWords,
  ticketTypeLabels,
  type TicketType,
} from '@panel/contract/api/tickets';
import { unlockCodeLifetimeMs } from '@panel/contract/api/tokens';
import type { DiscordEffect } from '../../outbox/discord-effects';
import type { BotSettings } from '../bot-settings';
import { ticketChannelName } from './channel-name';
import type { TicketRow } from './present';

/** The category each kind of ticket's private channel goes under. */
const categoryKeys: Record<TicketType, keyof BotSettings> = {
  review_token: 'categoryBlockChannelId',
  review_form: 'categoryReviewChannelId',
  review_blacklist: 'categoryBlacklistChannelId',
  report_user: 'categoryReportId',
  // A conversation staff start is most often about conduct, as a report is; see
  // docs/decisions/2026-12-04-staff-contact-tickets.md.
  staff_contact: 'categoryReportId',
};

/**
 * Whom a report is about, by name and id: a mention would not reach them (they cannot see the
 * channel) and would read as `@membro` to whoever does not know them.
 */
function reportedText(row: TicketRow): string {
  if (!row.reportedUserId) return '';
  return ` contra ${row.reportedUsername ?? row.reportedUserId} (ID ${row.reportedUserId})`;
}

/** The channel's first message: who opened the ticket, and why. */
function openingText(row: TicketRow, openedBy: string | null): string {
  const label = ticketTypeLabels[row.ticketType];
  if (row.ticketType === 'staff_contact') {
    return `${openedBy ?? 'A equipe'} abriu uma conversa com <@${row.userId}> (${label}). Assunto: ${row.reason}`;
  }
  return `<@${row.userId}> abriu um ticket (${label})${reportedText(row)}. Motivo: ${row.reason}`;
}

/**
 * A new ticket asks the bot for a private channel where staff talk to the member; `openedBy`
 * names the staff member who opened a `staff_contact` with them.
 */
export function ticketOpenedEffects(
  settings: BotSettings,
  row: TicketRow,
  openedBy: string | null = null,
): DiscordEffect[] {
  const staffRoleIds = [settings.adminRoleId, settings.modRoleId, settings.supportRoleId].filter(
    (id): id is string => Boolean(id),
  );
  return [
    {
      type: 'channel.createPrivate',
      name: ticketChannelName(row),
      parentId: settings[categoryKeys[row.ticketType]] || null,
      userId: row.userId,
      staffRoleIds,
      content: openingText(row, openedBy),
      ticketId: row.id,
    },
  ];
}

/**
 * Staff opened a conversation with the member (`staff_contact`): once its channel exists, the
 * member hears of it by direct message, with the subject and the channel to answer in (a channel
 * mention is a link in Discord). Nothing for another type, or a ticket decided meanwhile.
 */
export function staffContactChannelEffects(row: TicketRow): DiscordEffect[] {
  if (row.ticketType !== 'staff_contact' || row.status !== 'pending' || !row.channelId) return [];
  return [
    {
      type: 'member.directMessage',
      userId: row.userId,
      content: `A equipe abriu uma conversa com você (ticket #${row.id}). Assunto: ${row.reason}\nResponda no canal <#${row.channelId}>.`,
      fallbackChannelId: null,
    },
  ];
}

/**
 * A decided ticket's channel is closed: its conversation is read and saved with the ticket,
 * then the channel is deleted (`ticketChannelHooks`, service/channel.ts). A channel not created
 * yet is closed as soon as it is.
 */
export function ticketChannelClosedEffects(row: TicketRow): DiscordEffect[] {
  if (row.status === 'pending' || !row.channelId || row.channelStatus !== 'open') return [];
  return [{ type: 'channel.archive', channelId: row.channelId, ticketId: row.id }];
}

/** The member hears of the decision by direct message, and the ticket's channel is closed. */
export function ticketDecidedEffects(row: TicketRow): DiscordEffect[] {
  if (row.status === 'pending') return [];
  const reason = row.decisionReason ? ` Motivo: ${row.decisionReason}` : '';
  return [
    ...ticketChannelClosedEffects(row),
    {
      type: 'member.directMessage',
      userId: row.userId,
      content: `Seu ticket (${ticketTypeLabels[row.ticketType]}) foi ${ticketDecisionWords(row.ticketType, ticketDecisionOf[row.status]).past}.${reason}`,
      fallbackChannelId: null,
    },
  ];
}

const unlockHours = unlockCodeLifetimeMs / 3_600_000;

/**
 * The unlock code goes to the member by direct message only: a fallback channel post would
 * show a code that lifts a block to everyone who can read the channel.
 */
export function unlockCodeEffects(row: TicketRow, code: string): DiscordEffect[] {
  return [
    {
      type: 'member.directMessage',
      userId: row.userId,
      content: `Seu código de desbloqueio do ticket #${row.id} (${ticketTypeLabels[row.ticketType]}) é \`${code}\`. Resgate-o no painel, na página Resgatar código (/use-code), em até ${unlockHours} horas. Ele só vale para a sua conta e pode ser usado uma vez.`,
      fallbackChannelId: null,
    },
  ];
}
