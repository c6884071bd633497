import {
  insertionRoleLabel,
  insertionRoles,
  type InsertionRole,
} from '@panel/contract/api/applications';
import type { DiscordEffect } from '../../discord/effects';
import { formatDateTimePtBr } from '../../http/format-date';
import type { BotSettings } from '../bot-settings';
import type { ApplicationRow } from './present';

export type Decision = 'approve' | 'reject';

function isInsertionRole(roleName: string | null): roleName is InsertionRole {
  return (insertionRoles as readonly (string | null)[]).includes(roleName);
}

/** Each insertion role's Discord role is the bot setting `<role>RoleId`, e.g. `groupLeadRoleId`. */
function insertionRoleId(settings: BotSettings, roleName: string | null): string | undefined {
  return isInsertionRole(roleName) ? settings[`${roleName}RoleId`] : undefined;
}

/** Drops the effects whose role or channel is not configured. */
function configured(effects: (DiscordEffect | false | undefined | '')[]): DiscordEffect[] {
  return effects.filter((effect): effect is DiscordEffect => Boolean(effect));
}

/** A whitelist request gives the member the "pending" role while staff review it. */
export function submissionEffects(settings: BotSettings, row: ApplicationRow): DiscordEffect[] {
  const pendingRoleId = settings.pendingRoleId;
  return configured([
    row.form === 'whitelist' &&
      pendingRoleId && {
        type: 'member.addRole',
        userId: row.userId,
        roleId: pendingRoleId,
        reason: 'Solicitação de whitelist enviada',
      },
  ]);
}

function memberMessage(row: ApplicationRow, decision: Decision, reapplyAt: Date | null): string {
  const subject =
    row.form === 'whitelist'
      ? 'Sua solicitação de whitelist'
      : `Sua inscrição para o cargo ${insertionRoleLabel(row.roleName ?? '')}`;
  if (decision === 'approve') return `${subject} foi aprovada. Boas-vindas!`;
  const reason = row.decisionReason ? ` Motivo: ${row.decisionReason}` : '';
  const again = reapplyAt
    ? ` Você poderá enviar uma nova a partir de ${formatDateTimePtBr(reapplyAt)} (horário de Brasília).`
    : '';
  return `${subject} foi reprovada.${reason}${again}`;
}

/**
 * What a decision does on Discord (docs/decisions/2026-11-23-decision-effects.md): roles, the whitelist channel post and
 * a direct message to the member, posted in the whitelist channel if DMs are closed.
 */
export function decisionEffects(
  settings: BotSettings,
  row: ApplicationRow,
  decision: Decision,
  reapplyAt: Date | null,
): DiscordEffect[] {
  const userId = row.userId;
  const approved = decision === 'approve';
  const channelId =
    row.form === 'whitelist'
      ? approved
        ? settings.allowListApprovedChannelId
        : settings.allowListRejectedChannelId
      : undefined;
  const grantedRoleId = approved
    ? row.form === 'whitelist'
      ? settings.allowListRoleId
      : insertionRoleId(settings, row.roleName)
    : undefined;
  const reason = `${row.form === 'whitelist' ? 'Whitelist' : 'Inscrição'} ${approved ? 'aprovada' : 'reprovada'}`;
  return configured([
    grantedRoleId && { type: 'member.addRole', userId, roleId: grantedRoleId, reason },
    row.form === 'whitelist' &&
      settings.pendingRoleId && {
        type: 'member.removeRole',
        userId,
        roleId: settings.pendingRoleId,
        reason,
      },
    channelId && {
      type: 'channel.message',
      channelId,
      content: `<@${userId}> teve a whitelist ${approved ? 'aprovada ✅' : 'reprovada ❌'}.`,
    },
    {
      type: 'member.directMessage',
      userId,
      content: memberMessage(row, decision, reapplyAt),
      fallbackChannelId: channelId ?? null,
    },
  ]);
}
