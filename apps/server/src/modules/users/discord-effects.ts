import type { BotSettingKey, BotSettings } from '@panel/contract/api/bot-settings';
import type { PanelRoleName } from '@panel/contract/permissions';
import type { DiscordEffect } from '../../discord/effects';

/** The Discord role (a bot setting) that goes with each panel role. */
const discordRoleSetting: Record<PanelRoleName, BotSettingKey> = {
  administrador: 'adminRoleId',
  moderador: 'modRoleId',
  suporte: 'supportRoleId',
};

/** A panel role change moves the member's Discord role with it, where one is configured. */
export function discordRoleEffects(
  settings: BotSettings,
  userId: string,
  from: PanelRoleName | null,
  to: PanelRoleName | null,
): DiscordEffect[] {
  const effects: DiscordEffect[] = [];
  const fromRole = from ? settings[discordRoleSetting[from]] : undefined;
  const toRole = to ? settings[discordRoleSetting[to]] : undefined;
  if (fromRole && fromRole !== toRole) {
    effects.push({
      type: 'member.removeRole',
      userId,
      roleId: fromRole,
      reason: 'Cargo do painel removido',
    });
  }
  if (toRole && toRole !== fromRole) {
    effects.push({
      type: 'member.addRole',
      userId,
      roleId: toRole,
      reason: `Cargo do painel: ${to}`,
    });
  }
  return effects;
}
