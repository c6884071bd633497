import type { BotSettingKey, BotSettings } from '@panel/contract/api/bot-settings';
import type { PanelRoleName } from '@panel/contract/permissions';
import { withSetting } from '../../outbox/discord-effects';
import type { PlannedEffect } from '../../outbox/effects';

/** The Discord role (a bot setting) that goes with each panel role. */
const discordRoleSetting: Record<PanelRoleName, BotSettingKey> = {
  administrador: 'adminRoleId',
  moderador: 'modRoleId',
  suporte: 'supportRoleId',
};

/**
 * A panel role change moves the member's Discord role with it; a move whose role is not
 * configured is returned skipped. Two panel roles on the same Discord role move nothing.
 */
export function discordRoleEffects(
  settings: BotSettings,
  userId: string,
  from: PanelRoleName | null,
  to: PanelRoleName | null,
): PlannedEffect[] {
  const fromRole = from ? settings[discordRoleSetting[from]] : undefined;
  const toRole = to ? settings[discordRoleSetting[to]] : undefined;
  if (from === to || (fromRole && fromRole === toRole)) return [];
  const effects: PlannedEffect[] = [];
  if (from) {
    effects.push(
      withSetting(settings, discordRoleSetting[from], (roleId) => ({
        type: 'member.removeRole',
        userId,
        roleId,
        reason: 'Cargo do painel removido',
      })),
    );
  }
  if (to) {
    effects.push(
      withSetting(settings, discordRoleSetting[to], (roleId) => ({
        type: 'member.addRole',
        userId,
        roleId,
        reason: `Cargo do painel: ${to}`,
      })),
    );
  }
  return effects;
}
