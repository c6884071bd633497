import {
  insertionRoleLabel,
  insertionRoles,
  type InsertionRole,
} from '@panel/contract/api/applications';
import type { BotSettingKey } from '@panel/contract/api/bot-settings';
import { withSetting } from '../../outbox/discord-effects';
import type { PlannedEffect } from '../../outbox/effects';
import { formatDateTimePtBr } from '../../http/format-date';
import type { BotSettings } from '../bot-settings';
import type { ApplicationRow } from './present';
import { reviewEditEffects, reviewPostEffect } from './review-message';

export type Decision = 'approve' | 'reject';

function isInsertionRole(roleName: string | null): roleName is InsertionRole {
  return (insertionRoles as readonly (string | null)[]).includes(roleName);
}

/** Each insertion role's Discord role is the bot setting `<role>RoleId`, e.g. `groupLeadRoleId`. */
function insertionRoleSetting(roleName: string | null): BotSettingKey | undefined {
  return isInsertionRole(roleName) ? `${roleName}RoleId` : undefined;
}

/**
 * A new application is posted in the review channel, with its buttons; a whitelist request
 * also gives the member the "pending" role while staff review it.
 */
export function submissionEffects(settings: BotSettings, row: ApplicationRow): PlannedEffect[] {
  const review = reviewPostEffect(settings, row);
  if (row.form !== 'whitelist') return [review];
  return [
    withSetting(settings, 'pendingRoleId', (roleId) => ({
      type: 'member.addRole',
      userId: row.userId,
      roleId,
      reason: 'Solicitação de whitelist enviada',
    })),
    review,
  ];
}

/** "Sua solicitação de whitelist", "Sua apelação sobre a blacklist"… */
function subjectOf(row: ApplicationRow): string {
  if (row.form === 'whitelist') return 'Sua solicitação de whitelist';
  if (row.form === 'appeal') {
    return `Sua apelação sobre a ${row.appealKind === 'whitelist' ? 'whitelist reprovada' : 'blacklist'}`;
  }
  return `Sua inscrição para o cargo ${insertionRoleLabel(row.roleName ?? '')}`;
}

function approvedMessage(row: ApplicationRow): string {
  if (row.form !== 'appeal') return `${subjectOf(row)} foi aprovada. Boas-vindas!`;
  return row.appealKind === 'whitelist'
    ? `${subjectOf(row)} foi aceita: sua whitelist foi aprovada. Boas-vindas!`
    : `${subjectOf(row)} foi aceita: você saiu da blacklist e já pode voltar a jogar.`;
}

/**
 * The member's direct message. A rejection says from when they may try again: a new
 * application, or a new appeal (none left: they are told so).
 */
function memberMessage(row: ApplicationRow, decision: Decision, againAt: Date | null): string {
  if (decision === 'approve') return approvedMessage(row);
  const reason = row.decisionReason ? ` Motivo: ${row.decisionReason}` : '';
  const date = againAt ? `${formatDateTimePtBr(againAt)} (horário de Brasília)` : null;
  let again = '';
  if (row.form === 'appeal') {
    again = date
      ? ` Você poderá apelar de novo a partir de ${date}.`
      : ' Você usou todas as apelações permitidas para esta decisão.';
  } else if (date) {
    again = ` Você poderá enviar uma nova a partir de ${date}.`;
  }
  return `${subjectOf(row)} foi reprovada.${reason}${again}`;
}

/**
 * What a decision does on Discord (docs/decisions/2026-11-23-decision-effects.md): roles, the
 * whitelist channel post and a direct message to the member, posted in the whitelist channel if
 * DMs are closed, and the review message edited to the outcome. Those whose setting is missing
 * are returned skipped.
 */
export function decisionEffects(
  settings: BotSettings,
  row: ApplicationRow,
  decision: Decision,
  reapplyAt: Date | null,
): PlannedEffect[] {
  const userId = row.userId;
  const approved = decision === 'approve';
  const whitelist = row.form === 'whitelist';
  const grantedRole = approved
    ? whitelist
      ? 'allowListRoleId'
      : insertionRoleSetting(row.roleName)
    : undefined;
  const channel = approved ? 'allowListApprovedChannelId' : 'allowListRejectedChannelId';
  const reason = `${whitelist ? 'Whitelist' : 'Inscrição'} ${approved ? 'aprovada' : 'reprovada'}`;
  const effects: PlannedEffect[] = [];
  if (grantedRole) {
    effects.push(
      withSetting(settings, grantedRole, (roleId) => ({
        type: 'member.addRole',
        userId,
        roleId,
        reason,
      })),
    );
  }
  if (whitelist) {
    effects.push(
      withSetting(settings, 'pendingRoleId', (roleId) => ({
        type: 'member.removeRole',
        userId,
        roleId,
        reason,
      })),
      withSetting(settings, channel, (channelId) => ({
        type: 'channel.message',
        channelId,
        content: `<@${userId}> teve a whitelist ${approved ? 'aprovada ✅' : 'reprovada ❌'}.`,
      })),
    );
  }
  effects.push({
    type: 'member.directMessage',
    userId,
    content: memberMessage(row, decision, reapplyAt),
    fallbackChannelId: (whitelist && settings[channel]) || null,
  });
  effects.push(...reviewEditEffects(row));
  return effects;
}

/**
 * What revoking an approved whitelist does on Discord: the whitelist role taken away, the
 * member told why by direct message (in the rejections channel if DMs are closed), and the
 * review message showing the revocation. Held for "Desfazer" like a decision.
 */
export function revocationEffects(settings: BotSettings, row: ApplicationRow): PlannedEffect[] {
  const userId = row.userId;
  const reason = row.revokeReason ? ` Motivo: ${row.revokeReason}` : '';
  return [
    withSetting(settings, 'allowListRoleId', (roleId) => ({
      type: 'member.removeRole',
      userId,
      roleId,
      reason: 'Whitelist revogada',
    })),
    {
      type: 'member.directMessage',
      userId,
      content: `Sua whitelist foi revogada pela equipe.${reason} Você não entra mais no servidor do jogo.`,
      fallbackChannelId: settings.allowListRejectedChannelId || null,
    },
    ...reviewEditEffects(row),
  ];
}
