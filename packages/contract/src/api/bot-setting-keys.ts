import { z } from 'zod';
import { insertionRoleLabels } from './application-values';
import {
  botSettingGroups,
  botSettingKeys,
  isBotSettingKey,
  type BotSettingKey,
} from './bot-setting-values';

// The keys and their groups are zod-free (`bot-setting-values.ts`): the deliveries' forms read
// them on pages that load no other bot setting, the review pages among them.
export * from './bot-setting-values';

export type BotSettingGroup = keyof typeof botSettingGroups;

export const botSettingGroupLabels: Record<BotSettingGroup, string> = {
  roles: 'Cargos',
  applicationRoles: 'Cargos de inscrição',
  channels: 'Canais',
  categories: 'Categorias',
};

/** What each setting must name in the guild: a role, a text channel or a category. */
export type BotSettingKind = 'role' | 'textChannel' | 'category';

export const botSettingGroupKinds: Record<BotSettingGroup, BotSettingKind> = {
  roles: 'role',
  applicationRoles: 'role',
  channels: 'textChannel',
  categories: 'category',
};

export function botSettingGroupOf(key: BotSettingKey): BotSettingGroup {
  const group = (Object.keys(botSettingGroups) as BotSettingGroup[]).find((name) =>
    (botSettingGroups[name] as readonly string[]).includes(key),
  );
  return group ?? 'roles';
}

export function botSettingKindOf(key: BotSettingKey): BotSettingKind {
  return botSettingGroupKinds[botSettingGroupOf(key)];
}

/** The field labels of the "IDs Discord" tab and of the checks' messages. */
export const botSettingLabels: Record<BotSettingKey, string> = {
  adminRoleId: 'Cargo de administrador',
  modRoleId: 'Cargo de moderador',
  supportRoleId: 'Cargo de suporte',
  blockedRoleId: 'Cargo de bloqueado',
  blacklistRoleId: 'Cargo de blacklist',
  allowListRoleId: 'Cargo de whitelist aprovada',
  pendingRoleId: 'Cargo de whitelist pendente',
  // The role each insertion gives is named like the insertion's badge: one label table.
  groupLeadRoleId: insertionRoleLabels.groupLead,
  influencerRoleId: insertionRoleLabels.influencer,
  developerRoleId: insertionRoleLabels.developer,
  modeler3dRoleId: insertionRoleLabels.modeler3d,
  designerRoleId: insertionRoleLabels.designer,
  vehicle3dRoleId: insertionRoleLabels.vehicle3d,
  clothing3dRoleId: insertionRoleLabels.clothing3d,
  cinematicRoleId: insertionRoleLabels.cinematic,
  socialMediaRoleId: insertionRoleLabels.socialMedia,
  logChannelId: 'Canal de logs',
  codeLogChannelId: 'Canal de logs de códigos',
  codeErrorChannelId: 'Canal de erros de códigos',
  logBannedChannelId: 'Canal de logs da blacklist',
  allowListApprovedChannelId: 'Canal de whitelists aprovadas',
  allowListRejectedChannelId: 'Canal de whitelists reprovadas',
  reviewChannelId: 'Canal de análise de formulários',
  categoryReviewChannelId: 'Categoria de revisão de formulários',
  categoryReportId: 'Categoria de denúncias',
  categoryBlockChannelId: 'Categoria de desbloqueio de códigos',
  categoryBlacklistChannelId: 'Categoria de revisão de blacklist',
};

/** The example shown in every empty id field. */
export const botSettingPlaceholder = '123456789012345678';

export const botSettingsSchema = z.object(
  Object.fromEntries(botSettingKeys.map((key) => [key, z.string().optional()])) as Record<
    BotSettingKey,
    z.ZodOptional<z.ZodString>
  >,
);
export type BotSettings = Partial<Record<BotSettingKey, string>>;

/** Settings as stored (JSON): unknown keys and values that are not ids are dropped. */
export function parseBotSettings(stored: unknown): BotSettings {
  if (typeof stored !== 'object' || stored === null) return {};
  return Object.fromEntries(
    Object.entries(stored).filter(
      ([key, value]) => isBotSettingKey(key) && typeof value === 'string' && value !== '',
    ),
  );
}
