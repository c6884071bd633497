import {
  botSettingKeys,
  botSettingsMessages,
  isBotSettingKey,
  type BotSettingCheck,
  type BotSettingKey,
  type BotSettings,
  type UpdateBotSettings,
} from '@panel/contract/api/bot-settings';
import { snowflakePattern } from '@panel/contract/constants';

/** What is typed in the fields that were touched; untouched fields show the saved id. */
export type SettingDrafts = Partial<Record<BotSettingKey, string>>;

/** One message under a field: an error (red, not saved) or a warning (amber, saved). */
export interface FieldMessage {
  level: BotSettingCheck['level'];
  message: string;
}

export type FieldMessages = Partial<Record<BotSettingKey, FieldMessage[]>>;

export function fieldValue(saved: BotSettings, drafts: SettingDrafts, key: BotSettingKey): string {
  return drafts[key] ?? saved[key] ?? '';
}

/** The keys whose typed id differs from the saved one; an empty string clears the key. */
export function changedSettings(saved: BotSettings, drafts: SettingDrafts): UpdateBotSettings {
  const changes: UpdateBotSettings = {};
  for (const key of botSettingKeys) {
    const draft = drafts[key]?.trim();
    if (draft !== undefined && draft !== (saved[key] ?? '')) changes[key] = draft;
  }
  return changes;
}

/** The typed ids a successful save made current: the drafts still worth keeping. */
export function draftsAfterSave(drafts: SettingDrafts, sent: UpdateBotSettings): SettingDrafts {
  const kept: SettingDrafts = {};
  for (const key of botSettingKeys) {
    const draft = drafts[key];
    if (draft !== undefined && draft.trim() !== sent[key]) kept[key] = draft;
  }
  return kept;
}

/** Ids that cannot be Discord ids, refused before asking the server. */
export function malformedIds(changes: UpdateBotSettings): Partial<Record<BotSettingKey, string>> {
  const errors: Partial<Record<BotSettingKey, string>> = {};
  for (const key of botSettingKeys) {
    const value = changes[key];
    if (value && !snowflakePattern.test(value)) errors[key] = botSettingsMessages.notSnowflake;
  }
  return errors;
}

/** The server's `issues` of a refused save ("adminRoleId" or "body.adminRoleId") per field. */
export function errorsFromIssues(
  issues: readonly { path: string; message: string }[] | undefined,
): Partial<Record<BotSettingKey, string>> {
  const errors: Partial<Record<BotSettingKey, string>> = {};
  for (const issue of issues ?? []) {
    const key = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    if (isBotSettingKey(key)) errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Everything to show under each field: the refusal of the last save (or of the id format)
 * first, then the server's checks of the saved ids. A changed field shows only its refusal:
 * the checks speak of the saved id, not of what is typed.
 */
export function fieldMessages(
  errors: Partial<Record<BotSettingKey, string>>,
  checks: readonly BotSettingCheck[],
  changes: UpdateBotSettings,
): FieldMessages {
  const messages: FieldMessages = {};
  for (const key of botSettingKeys) {
    const error = errors[key];
    if (error) messages[key] = [{ level: 'error', message: error }];
  }
  for (const { key, level, message } of checks) {
    if (changes[key] !== undefined) continue;
    (messages[key] ??= []).push({ level, message });
  }
  return messages;
}
