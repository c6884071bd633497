import type { DiscordEffect } from '../../discord/effects';
import { formatDateTimePtBr } from '../../http/format-date';
import type { BotSettings } from '../bot-settings';
import type { EntryRow } from './repository/entries';

/**
 * A new entry: a player gets `blacklistRoleId`; the log channel hears who was added, why and
 * by whom (players and servers alike).
 */
export function entryAddedEffects(settings: BotSettings, row: EntryRow): DiscordEffect[] {
  const effects: DiscordEffect[] = [];
  if (row.type === 'player' && settings.blacklistRoleId) {
    effects.push(addRole(settings.blacklistRoleId, row.target, 'Adicionado à blacklist'));
  }
  if (settings.logBannedChannelId) {
    const who =
      row.type === 'player'
        ? `O jogador <@${row.target}>${row.discordUsername ? ` (${row.discordUsername})` : ''}`
        : `O servidor ${row.target}`;
    const until = row.expiresAt ? ` Válido até ${formatDateTimePtBr(row.expiresAt)}.` : '';
    effects.push({
      type: 'channel.message',
      channelId: settings.logBannedChannelId,
      content: `${who} foi adicionado à blacklist por ${row.addedByName}. Motivo: ${row.reason}${until}`,
    });
  }
  return effects;
}

/** A lifted player entry takes the blacklist role off (removal, expiry or review ticket). */
export function entryLiftedEffects(
  settings: BotSettings,
  row: Pick<EntryRow, 'type' | 'target'>,
  reason: string,
): DiscordEffect[] {
  const roleId = settings.blacklistRoleId;
  if (row.type !== 'player' || !roleId) return [];
  return [{ type: 'member.removeRole', userId: row.target, roleId, reason }];
}

/** Discord drops a member's roles when they leave: the role goes back on when they return. */
export function rejoinEffects(settings: BotSettings, userId: string): DiscordEffect[] {
  const roleId = settings.blacklistRoleId;
  return roleId ? [addRole(roleId, userId, 'Na blacklist: voltou ao servidor')] : [];
}

function addRole(roleId: string, userId: string, reason: string): DiscordEffect {
  return { type: 'member.addRole', userId, roleId, reason };
}
