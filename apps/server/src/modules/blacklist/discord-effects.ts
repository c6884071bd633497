import { isGameIdentifierTarget } from '@panel/contract/api/blacklist';
import { withSetting } from '../../outbox/discord-effects';
import type { PlannedEffect } from '../../outbox/effects';
import { formatDateTimePtBr } from '../../http/format-date';
import type { BotSettings } from '../bot-settings';
import type { EntryRow } from './repository/entries';

/**
 * A new entry: a player gets `blacklistRoleId`; the log channel hears who was added, why and
 * by whom (players and servers alike). Those whose setting is missing are returned skipped.
 */
export function entryAddedEffects(settings: BotSettings, row: EntryRow): PlannedEffect[] {
  const effects: PlannedEffect[] = [];
  // A player named by a game identifier (`license:…`) has no Discord member to give a role to.
  const member = row.type === 'player' && !isGameIdentifierTarget(row.target);
  if (member) effects.push(addRole(settings, row.target, 'Adicionado à blacklist'));
  const who = member
    ? `O jogador <@${row.target}>${row.discordUsername ? ` (${row.discordUsername})` : ''}`
    : row.type === 'player'
      ? `O jogador ${row.target}`
      : `O servidor ${row.target}`;
  const until = row.expiresAt ? ` Válido até ${formatDateTimePtBr(row.expiresAt)}.` : '';
  effects.push(
    withSetting(settings, 'logBannedChannelId', (channelId) => ({
      type: 'channel.message',
      channelId,
      content: `${who} foi adicionado à blacklist por ${row.addedByName}. Motivo: ${row.reason}${until}`,
    })),
  );
  return effects;
}

/** A lifted player entry takes the blacklist role off (removal, expiry or review ticket). */
export function entryLiftedEffects(
  settings: BotSettings,
  row: Pick<EntryRow, 'type' | 'target'>,
  reason: string,
): PlannedEffect[] {
  if (row.type !== 'player' || isGameIdentifierTarget(row.target)) return [];
  return [
    withSetting(settings, 'blacklistRoleId', (roleId) => ({
      type: 'member.removeRole',
      userId: row.target,
      roleId,
      reason,
    })),
  ];
}

/** Discord drops a member's roles when they leave: the role goes back on when they return. */
export function rejoinEffects(settings: BotSettings, userId: string): PlannedEffect[] {
  return [addRole(settings, userId, 'Na blacklist: voltou ao servidor')];
}

function addRole(settings: BotSettings, userId: string, reason: string): PlannedEffect {
  return withSetting(settings, 'blacklistRoleId', (roleId) => ({
    type: 'member.addRole',
    userId,
    roleId,
    reason,
  }));
}
