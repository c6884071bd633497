import { z } from 'zod';
import { pageSizes } from '../constants';
import { botSettingKeys, type BotSettingKey } from './bot-settings';
import { pageQuerySchema, rowIdSchema, searchSchema } from './common';

/**
 * Discord deliveries: the effects the panel queued for Discord (the outbox) as staff see
 * them on the "Entregas" tab of the bot settings.
 */
export const deliveryTypes = [
  'member.addRole',
  'member.removeRole',
  'channel.message',
  'member.directMessage',
  'channel.createPrivate',
  'channel.archive',
  'channel.delete',
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

export const deliveryListQuerySchema = z.object({
  status: z.enum(deliveryStatuses, { error: 'Estado desconhecido.' }).optional(),
  type: z.enum(deliveryTypes, { error: 'Tipo desconhecido.' }).optional(),
  /** A member's name or Discord id. */
  search: searchSchema,
  ...pageQuerySchema(pageSizes.deliveries).shape,
});
export type DeliveryListQuery = z.input<typeof deliveryListQuerySchema>;

export const deliverySchema = z.object({
  id: z.string(),
  type: z.enum(deliveryTypes),
  status: z.enum(deliveryStatuses),
  /** What it does, in Portuguese ("Cargo Allowlist para Diego Rocha"). */
  summary: z.string(),
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
  /** Staff may try it again (failed, skipped) or discard it (failed, skipped, retrying). */
  canRetry: z.boolean(),
  canDiscard: z.boolean(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const deliveryListSchema = z.object({
  data: z.array(deliverySchema),
  total: z.number().int(),
  /** Failed for good in the last 24 hours, whatever the filters. */
  failedLast24h: z.number().int(),
});
export type DeliveryList = z.infer<typeof deliveryListSchema>;

export const deliveryParamsSchema = z.object({ id: rowIdSchema });

export const retryFailedDeliveriesSchema = z.object({
  type: z.enum(deliveryTypes, { error: 'Tipo desconhecido.' }),
});
export const retryFailedDeliveriesResultSchema = z.object({ count: z.number().int() });

export const discardDeliverySchema = z.object({
  reason: z
    .string({ error: 'Informe o motivo.' })
    .trim()
    .min(3, 'Informe o motivo (ao menos 3 caracteres).')
    .max(500, 'O motivo pode ter no máximo 500 caracteres.'),
});

export const deliveryMessages = {
  retried: 'Entrega colocada na fila novamente',
  retriedMany: (count: number) =>
    count === 1
      ? '1 entrega colocada na fila novamente'
      : `${count} entregas colocadas na fila novamente`,
  discarded: 'Entrega descartada',
  loadFailed: 'Erro ao carregar as entregas do Discord',
  notRetryable: 'Esta entrega não pode ser tentada novamente no estado atual. Atualize a lista.',
  notDiscardable: 'Esta entrega não pode ser descartada no estado atual. Atualize a lista.',
  stillMissing: (label: string) =>
    `Configure "${label}" nas configurações do bot antes de tentar novamente.`,
} as const;
