import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { pageSizes } from '../constants';
import { botSettingKeys, type BotSettingKey } from './bot-setting-values';
import { pageQuerySchema, rowIdSchema, searchSchema } from './common';

/**
 * Deliveries: the effects the panel queued for Discord, and the store's commands for game
 * servers (the outbox), as staff see them on the "Entregas" tab of the bot settings.
 */
export const deliveryTypes = [
  'member.addRole',
  'member.removeRole',
  'channel.message',
  'member.directMessage',
  'channel.createPrivate',
  'channel.archive',
  'channel.delete',
  'message.post',
  'message.edit',
  'game.command',
  'gameDb.write',
  'webhook.deliver',
] as const;
export type DeliveryType = (typeof deliveryTypes)[number];

export const deliveryTypeLabels: Record<DeliveryType, string> = {
  'member.addRole': 'Adicionar cargo',
  'member.removeRole': 'Remover cargo',
  'channel.message': 'Mensagem em canal',
  'member.directMessage': 'Mensagem direta',
  'channel.createPrivate': 'Canal de ticket',
  'channel.archive': 'Transcrição do ticket',
  'channel.delete': 'Apagar canal de ticket',
  'message.post': 'Mensagem de análise',
  'message.edit': 'Atualizar mensagem de análise',
  'game.command': 'Comando no jogo',
  'gameDb.write': 'Banco do jogo',
  'webhook.deliver': 'Webhook',
};

/**
 * `pending` waits for its first try (or is being sent), `retrying` failed and waits for its
 * next try, `failed` failed for good, `skipped` was not sent because a bot setting it needs is
 * missing, `discarded` was dropped by staff.
 */
export const deliveryStatuses = [
  'pending',
  'retrying',
  'delivered',
  'failed',
  'skipped',
  'discarded',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const deliveryStatusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pendente',
  retrying: 'Tentando novamente',
  delivered: 'Entregue',
  failed: 'Falhou',
  skipped: 'Sem configuração',
  discarded: 'Descartada',
};

/** The list's filters, which "Tentar novamente todas" and "Descartar todas" act on too. */
export const deliveryFilterSchema = z.object({
  status: z.enum(deliveryStatuses, { error: 'Estado desconhecido.' }).optional(),
  type: z.enum(deliveryTypes, { error: 'Tipo desconhecido.' }).optional(),
  /** A member's name or Discord id. */
  search: searchSchema,
});
export type DeliveryFilter = z.input<typeof deliveryFilterSchema>;

export const deliveryListQuerySchema = deliveryFilterSchema.extend(
  pageQuerySchema(pageSizes.deliveries).shape,
);
export type DeliveryListQuery = z.input<typeof deliveryListQuerySchema>;

/**
 * What the effect acts on, by id, for the screen to name it with the guild catalog. An id a
 * skipped delivery still lacks (its setting is missing) is `''`.
 */
export const deliveryTargetSchema = z.object({
  userId: z.string().nullable(),
  roleId: z.string().nullable(),
  /** The channel written to, archived or deleted; for a ticket channel, its category. */
  channelId: z.string().nullable(),
  /** The text sent (channel message, direct message, first message of a ticket channel). */
  content: z.string().nullable(),
  /** The name of the ticket channel to create. */
  channelName: z.string().nullable(),
  ticketId: z.number().int().nullable(),
  /** Why a channel is deleted. */
  reason: z.string().nullable(),
  /** The game server that runs a store command (`content` holds the command). */
  gameServerName: z.string().nullable(),
});
export type DeliveryTarget = z.infer<typeof deliveryTargetSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  type: z.enum(deliveryTypes),
  status: z.enum(deliveryStatuses),
  /** What it does, in Portuguese ("Dar o cargo Allowlist a Diego Rocha"). */
  summary: z.string(),
  target: deliveryTargetSchema,
  member: z
    .object({ id: z.string(), name: z.string().nullable(), avatarUrl: z.string().nullable() })
    .nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  /** When the next try happens, for pending and retrying ones. */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** Why it failed (or last failed), in Portuguese, with Discord's own words as `detail`. */
  failure: z.object({ reason: z.string(), detail: z.string().nullable() }).nullable(),
  /** The bot setting a skipped delivery needs. */
  missingSetting: z.enum(botSettingKeys as [BotSettingKey, ...BotSettingKey[]]).nullable(),
  discarded: z.object({ at: z.string(), by: z.string(), reason: z.string() }).nullable(),
  /**
   * A new try can succeed: failed for a reason staff can fix (not a member, role or channel
   * that no longer exists), or skipped for a setting that is now configured.
   */
  retryable: z.boolean(),
  /** Staff may discard it (failed, skipped, retrying while not being sent). */
  canDiscard: z.boolean(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = pagedListSchema(deliverySchema, 'data', {
  /** Of the deliveries matching the filters, how many "Tentar novamente todas" would queue. */
  retryableCount: z.number().int(),
  /** Of the deliveries matching the filters, how many "Descartar todas" would discard. */
  discardableCount: z.number().int(),
  /** Failed for good in the last 24 hours, whatever the filters. */
  failedLast24h: z.number().int(),
});
export type DeliveryList = z.infer<typeof deliveryListSchema>;

export const deliveryParamsSchema = z.object({ id: rowIdSchema });

const discardReasonSchema = z
  .string({ error: 'Informe o motivo.' })
  .trim()
  .min(3, 'Informe o motivo (ao menos 3 caracteres).')
  .max(500, 'O motivo pode ter no máximo 500 caracteres.');

export const discardDeliverySchema = z.strictObject({ reason: discardReasonSchema });

/** "Tentar novamente todas": the list's filters, sent as the body. */
export const retryAllDeliveriesSchema = z.strictObject(deliveryFilterSchema.shape);
export type RetryAllDeliveries = z.input<typeof retryAllDeliveriesSchema>;

export const discardAllDeliveriesSchema = z.strictObject({
  ...deliveryFilterSchema.shape,
  reason: discardReasonSchema,
});
export type DiscardAllDeliveries = z.input<typeof discardAllDeliveriesSchema>;

/** How many deliveries a bulk action changed. */
export const deliveryCountSchema = z.object({ count: z.number().int() });

const countFormat = new Intl.NumberFormat('pt-BR');

export const deliveryMessages = {
  retried: 'Entrega colocada na fila novamente',
  /** "12 entregas voltaram para a fila". */
  retriedMany: (count: number) =>
    count === 1
      ? '1 entrega voltou para a fila'
      : `${countFormat.format(count)} entregas voltaram para a fila`,
  discarded: 'Entrega descartada',
  discardedMany: (count: number) =>
    count === 1 ? '1 entrega descartada' : `${countFormat.format(count)} entregas descartadas`,
  loadFailed: 'Erro ao carregar as entregas do Discord',
  notRetryable: 'Esta entrega não pode ser tentada novamente no estado atual. Atualize a lista.',
  /** A failure no new try can fix: what is gone, and what to do instead. */
  permanent: (reason: string) => `Tentar novamente não resolve: ${reason} Descarte a entrega.`,
  notDiscardable: 'Esta entrega não pode ser descartada no estado atual. Atualize a lista.',
  stillMissing: (label: string) =>
    `Configure "${label}" nas configurações do bot antes de tentar novamente.`,
} as const;

/** At most this many of a staff member's own failed deliveries are listed in their notice. */
export const ownFailuresShown = 5;

/**
 * The deliveries of the changes a staff member made that failed for good lately: the panel
 * tells them, not only the administrators' warning.
 */
export const ownDeliveryFailuresSchema = z.object({
  /** The latest, newest first. */
  data: z.array(deliverySchema),
  total: z.number().int(),
  /** How many days back they are counted. */
  days: z.number().int(),
});
export type OwnDeliveryFailures = z.infer<typeof ownDeliveryFailuresSchema>;
