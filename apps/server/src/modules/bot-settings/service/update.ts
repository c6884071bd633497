import {
  botSettingKeys,
  botSettingLabels,
  type BotSettingKey,
  type BotSettings,
  type UpdateBotSettings,
  type UpdateBotSettingsResult,
} from '@panel/contract/api/bot-settings';
import type { Database } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { lockStoredBotSettings, saveStoredBotSettings } from '../repository';
import { checkSetting } from './checks';
import type { GuildView } from './guild-view';
import { buildBotSettingsView, loadGuildView } from './view';

/** The id with the name the guild knows it by, for the audit's sentence. */
function named(id: string | undefined, view: GuildView): string {
  if (!id) return 'vazio';
  const name = view.roles.get(id)?.name ?? view.channels.get(id)?.name;
  return name ? `${name} (${id})` : id;
}

/**
 * Saves the keys that changed (an empty value clears one) after checking each new id against
 * the guild: any error saves nothing and names its field; warnings are saved and returned.
 * Audited with each changed key before and after.
 */
export function updateBotSettings(
  db: Database,
  input: UpdateBotSettings,
  audit: AuditContext,
): Promise<UpdateBotSettingsResult> {
  return db.transaction(async (tx) => {
    const current = await lockStoredBotSettings(tx);
    const next: BotSettings = { ...current };
    const changed: BotSettingKey[] = [];
    for (const key of botSettingKeys) {
      const value = input[key];
      if (value === undefined) continue;
      const id = value?.trim() ?? '';
      if (id === (current[key] ?? '')) continue;
      changed.push(key);
      if (id) next[key] = id;
      else delete next[key];
    }
    const view = await loadGuildView(tx);
    if (changed.length === 0) {
      return { ...(await buildBotSettingsView(tx, { settings: current, view })), changed };
    }
    const errors = changed.flatMap((key) => {
      const id = next[key];
      return id ? checkSetting(key, id, view).filter((check) => check.level === 'error') : [];
    });
    if (errors.length > 0) {
      throw badRequest(
        errors.length === 1
          ? 'Um ID não foi aceito: corrija o campo indicado. Nada foi salvo.'
          : `${errors.length} IDs não foram aceitos: corrija os campos indicados. Nada foi salvo.`,
        errors.map((check) => ({ path: check.key, message: check.message })),
      );
    }
    await saveStoredBotSettings(tx, next);
    const pick = (settings: BotSettings) =>
      Object.fromEntries(changed.map((key) => [key, settings[key] ?? null]));
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'botSettings.update',
      target: null,
      details: `Alterou ${changed.length === 1 ? 'um ID' : `${changed.length} IDs`} do bot: ${changed
        .map((key) => `${botSettingLabels[key]} → ${named(next[key], view)}`)
        .join('; ')}`,
      before: pick(current),
      after: pick(next),
    });
    return { ...(await buildBotSettingsView(tx, { settings: next, view })), changed };
  });
}
