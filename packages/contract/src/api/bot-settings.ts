import { z } from 'zod';
import {
  botSettingGroups,
  botSettingKeys,
  botSettingsSchema,
  type BotSettingKey,
} from './bot-setting-keys';

export * from './bot-setting-keys';

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
export const testBotChannelSchema = z.strictObject({
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
