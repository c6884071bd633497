import { z } from 'zod';
import { insertionRoleLabels } from './application-values';

/**
 * The bot's configuration: Discord ids (roles, channels, categories) in the four groups of
 * the "IDs Discord" tab. A key left out is not configured: the effect that needs it is skipped.
 */
export const botSettingGroups = {
  roles: [
    'adminRoleId',
    'modRoleId',
    'supportRoleId',
    'blockedRoleId',
    'blacklistRoleId',
    'allowListRoleId',
  ],
  applicationRoles: [
    'pendingRoleId',
    'groupLeadRoleId',
    'influencerRoleId',
    'developerRoleId',
    'modeler3dRoleId',
    'designerRoleId',
    'vehicle3dRoleId',
    'clothing3dRoleId',
    'cinematicRoleId',
    'socialMediaRoleId',
  ],
  channels: [
    'logChannelId',
    'codeLogChannelId',
    'codeErrorChannelId',
    'logBannedChannelId',
    'allowListApprovedChannelId',
    'allowListRejectedChannelId',
  ],
  categories: [
    'categoryReviewChannelId',
    'categoryReportId',
    'categoryBlockChannelId',
    'categoryBlacklistChannelId',
  ],
} as const;

export const botSettingKeys = Object.values(botSettingGroups).flat();
export type BotSettingKey = (typeof botSettingGroups)[keyof typeof botSettingGroups][number];

export function isBotSettingKey(value: string): value is BotSettingKey {
  return (botSettingKeys as readonly string[]).includes(value);
}

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

/**
 * `PATCH /api/bot-settings/update`: the keys to change; an empty string or `null` clears one.
 * Keys left out stay as they are. Each id is checked against the guild on the server.
 */
export const updateBotSettingsSchema = z
  .object(
    Object.fromEntries(
      botSettingKeys.map((key) => [
        key,
        z.string().trim().max(32, 'ID longo demais.').nullable().optional(),
      ]),
    ) as Record<BotSettingKey, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
  )
  .strict();
export type UpdateBotSettings = z.input<typeof updateBotSettingsSchema>;

/**
 * One finding about a setting: an `error` is not saved; a `warning` is saved but something
 * will not work (the bot cannot see the channel, a role used twice...).
 */
export const botSettingCheckSchema = z.object({
  key: z.enum(botSettingKeys as [BotSettingKey, ...BotSettingKey[]]),
  level: z.enum(['error', 'warning']),
  message: z.string(),
});
export type BotSettingCheck = z.infer<typeof botSettingCheckSchema>;

export const gatewayStatuses = ['connecting', 'online', 'reconnecting', 'offline'] as const;
export type BotGatewayStatus = (typeof gatewayStatuses)[number];

export const gatewayStatusLabels: Record<BotGatewayStatus, string> = {
  connecting: 'Conectando',
  online: 'Online',
  reconnecting: 'Reconectando',
  offline: 'Offline',
};

export const privilegedIntents = ['guildMembers', 'presence', 'messageContent'] as const;
export type PrivilegedIntent = (typeof privilegedIntents)[number];

export const privilegedIntentLabels: Record<PrivilegedIntent, string> = {
  guildMembers: 'Membros do servidor',
  presence: 'Presença',
  messageContent: 'Conteúdo de mensagens',
};

/** The bot as Discord and its gateway connection describe it (the "Geral" tab). */
export const botInfoSchema = z.object({
  id: z.string().nullable(),
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  status: z.enum(gatewayStatuses),
  activity: z.object({ name: z.string(), type: z.string() }).nullable(),
  description: z.string().nullable(),
  /** Heartbeat round trip, `null` while offline. */
  latencyMs: z.number().nullable(),
  connectedAt: z.string().nullable(),
  /** Why the last connection failed, for the operator. */
  lastError: z.string().nullable(),
  /** When the bot last wrote its state; `null` before it ever connected. */
  seenAt: z.string().nullable(),
  guild: z
    .object({
      id: z.string(),
      name: z.string(),
      iconUrl: z.string().nullable(),
      memberCount: z.number().int(),
    })
    .nullable(),
  highestRole: z
    .object({ id: z.string(), name: z.string(), color: z.number().int(), position: z.number() })
    .nullable(),
  /** Privileged intents: which the application has and which the panel needs. */
  intents: z.array(
    z.object({
      key: z.enum(privilegedIntents),
      enabled: z.boolean(),
      required: z.boolean(),
    }),
  ),
});
export type BotInfo = z.infer<typeof botInfoSchema>;

/** `GET /api/bot-settings`: the bot, the saved ids and what is wrong with them now. */
export const botSettingsViewSchema = z.object({
  bot: botInfoSchema,
  settings: botSettingsSchema,
  checks: z.array(botSettingCheckSchema),
  /** Effects not sent because their setting was missing, per setting (still pending a fix). */
  skipped: z.record(z.string(), z.number().int()),
});
export type BotSettingsView = z.infer<typeof botSettingsViewSchema>;

export const updateBotSettingsResultSchema = botSettingsViewSchema.extend({
  /** The keys this save changed. */
  changed: z.array(z.string()),
});
export type UpdateBotSettingsResult = z.infer<typeof updateBotSettingsResultSchema>;

export const catalogChannelKinds = ['text', 'voice', 'category', 'other'] as const;
export type CatalogChannelKind = (typeof catalogChannelKinds)[number];

export const catalogChannelKindLabels: Record<CatalogChannelKind, string> = {
  text: 'Canal de texto',
  voice: 'Canal de voz',
  category: 'Categoria',
  other: 'Outro canal',
};

/** The guild's roles and channels for the pickers, with what the bot may do with each. */
export const botCatalogSchema = z.object({
  roles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      color: z.number().int(),
      position: z.number().int(),
      managed: z.boolean(),
      /** Below the bot's highest role and not managed by an integration. */
      assignable: z.boolean(),
    }),
  ),
  channels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(catalogChannelKinds),
      parentName: z.string().nullable(),
      botCanView: z.boolean(),
      botCanSend: z.boolean(),
      botCanManageChannels: z.boolean(),
    }),
  ),
  /** False before the bot has ever synchronised the guild: ids cannot be checked yet. */
  synced: z.boolean(),
});
export type BotCatalog = z.infer<typeof botCatalogSchema>;

/** "Testar" on a channel field: the channel typed in the field (saved or not). */
export const testBotChannelSchema = z.object({
  key: z.enum(botSettingGroups.channels),
  channelId: z.string().trim().max(32, 'ID longo demais.'),
});

export const testBotChannelResultSchema = z.object({ deliveryId: z.string() });

export const botSettingsMessages = {
  loadFailed: 'Erro ao carregar as configurações do bot',
  saved: 'IDs configurados com sucesso!',
  saveFailed: 'Erro ao salvar os IDs. Verifique o console para mais detalhes.',
  notSnowflake: 'Informe um ID do Discord válido (17 a 20 dígitos).',
  notSynced: 'Não foi possível conferir este ID: o bot ainda não sincronizou o servidor.',
} as const;
