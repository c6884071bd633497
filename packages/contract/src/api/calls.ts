import { z } from 'zod';
import { pagedListSchema } from './paged-list';
import { pageSizes } from '../constants';
import { pageQuerySchema, searchSchema, snowflakeSchema } from './common';

/**
 * Calls: who is in the guild's voice channels now, and the time members spent in them,
 * recorded by the bot from the gateway's voice events.
 */

export const callPeriods = ['today', 'week', 'month', 'all'] as const;
export type CallPeriod = (typeof callPeriods)[number];

export const callPeriodLabels: Record<CallPeriod, string> = {
  today: 'Hoje',
  week: '7 dias',
  month: '30 dias',
  all: 'Desde sempre',
};

/** Why time in a channel does not count for points (each can be allowed by `CallRules`). */
export const notCountedReasons = ['alone', 'afk', 'selfDeaf'] as const;
export type NotCountedReason = (typeof notCountedReasons)[number];

export const notCountedReasonLabels: Record<NotCountedReason, string> = {
  alone: 'Sozinho no canal',
  afk: 'No canal AFK',
  selfDeaf: 'Com o áudio desligado',
};

/**
 * What time counts for points (`true` counts it). The ranking counts every minute outside the
 * AFK channel; these rules decide the counted time. All off by default.
 */
export const callRulesSchema = z.object({
  countAlone: z.boolean(),
  countAfk: z.boolean(),
  countSelfDeaf: z.boolean(),
});
export type CallRules = z.infer<typeof callRulesSchema>;
export const defaultCallRules: CallRules = {
  countAlone: false,
  countAfk: false,
  countSelfDeaf: false,
};
export const updateCallRulesSchema = z.strictObject(callRulesSchema.shape).partial();

export const callRuleLabels: Record<keyof CallRules, string> = {
  countAlone: 'Contar o tempo de quem está sozinho no canal',
  countAfk: 'Contar o tempo no canal AFK',
  countSelfDeaf: 'Contar o tempo de quem desligou o próprio áudio',
};

export const connectedCallsQuerySchema = z.object({
  /** Only the members of one voice channel. */
  channelId: snowflakeSchema.optional(),
  /** Part of the member's name (nickname, display name or username), or their Discord ID. */
  search: searchSchema,
  ...pageQuerySchema(pageSizes.callsConnected).shape,
});
export type ConnectedCallsQuery = z.input<typeof connectedCallsQuerySchema>;

/** A member in a voice channel now (the spec's "Connected call user", plus what the panel knows). */
export const connectedCallUserSchema = z.object({
  id: z.string(),
  discordId: z.string(),
  /** The member's name on the server; `null` when the catalog does not know them. */
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  channelId: z.string(),
  /** The voice channel's name; `null` when unknown. */
  callName: z.string().nullable(),
  /** Seconds since they joined voice, at `serverTime`. */
  timeInCall: z.number().int(),
  joinedAt: z.string(),
  /** Server mute, set by staff or the panel. */
  isMuted: z.boolean(),
  selfMuted: z.boolean(),
  selfDeafened: z.boolean(),
  /** Why their time does not count now; `null` when it counts. */
  notCounted: z.enum(notCountedReasons).nullable(),
  /** Why the bot cannot mute in their channel (its overwrites); `null` when it can. */
  muteBlocked: z.string().nullable(),
  /** Why the bot cannot disconnect from their channel; `null` when it can. */
  removeBlocked: z.string().nullable(),
});
export type ConnectedCallUser = z.infer<typeof connectedCallUserSchema>;

/** A voice channel with members now. */
export const connectedCallChannelSchema = z.object({
  id: z.string(),
  /** The channel's name; its id when the catalog does not know the channel. */
  name: z.string(),
  /** Discord's position of the channel among its category's; `null` when unknown. */
  position: z.number().int().nullable(),
  /** The category the channel sits under on Discord; `null` outside any (or unknown). */
  categoryName: z.string().nullable(),
  /** Members in the channel now. */
  count: z.number().int(),
  /** Of those, how many the search matches (all of them without a search). */
  matching: z.number().int(),
});
export type ConnectedCallChannel = z.infer<typeof connectedCallChannelSchema>;

/**
 * One page of who is in voice (`data`), grouped by channel in `channels`' order, longest in
 * voice first in each; `total`: members in voice (in the chosen channel, matching the search),
 * over all pages.
 */
export const connectedCallsSchema = pagedListSchema(connectedCallUserSchema, 'data', {
  /**
   * Voice channels with members now, in the order Discord lists them (outside a category
   * first, then by category and position; channels the catalog does not know last).
   */
  channels: z.array(connectedCallChannelSchema),
  /** The server's clock when it answered: `timeInCall` is counted from it. */
  serverTime: z.string(),
});
export type ConnectedCalls = z.infer<typeof connectedCallsSchema>;

export const callRankingQuerySchema = z.object({
  period: z.enum(callPeriods, { error: 'Período desconhecido.' }).default('all'),
  ...pageQuerySchema(pageSizes.ranking).shape,
});
export type CallRankingQuery = z.input<typeof callRankingQuerySchema>;

export const rankingUserSchema = z.object({
  id: z.string(),
  discordId: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  /** Place in the whole ranking of the period; tied members share it (1, 1, 3). */
  rank: z.number().int(),
  /** Time in voice over the period, outside the AFK channel. */
  totalSeconds: z.number().int(),
  isConnected: z.boolean(),
});
export type RankingUser = z.infer<typeof rankingUserSchema>;

/**
 * One page of the whole ranking of the period (`data`), most time first; `total`: members with
 * time in the period, counted up to a cap past the page (`X-Total-Capped` past it).
 */
export const callRankingSchema = pagedListSchema(rankingUserSchema, 'data', {
  period: z.enum(callPeriods),
  /** The first place's time in the period (0 without anyone): every page's bars measure by it. */
  topSeconds: z.number().int(),
});
export type CallRanking = z.infer<typeof callRankingSchema>;

export const callMemberParamsSchema = z.object({ discordId: snowflakeSchema });

/** `{ muted }` sets that state (what the screen sends); no body toggles it, as the spec says. */
export const muteCallBodySchema = z
  .strictObject({ muted: z.boolean() })
  // Left out altogether, Fastify gives `null`: toggle.
  .nullish();
export const muteCallResultSchema = z.object({ discordId: z.string(), isMuted: z.boolean() });

/** The member's own time in voice ("Minha Conta"). */
export const myCallTimeSchema = z.object({
  todaySeconds: z.number().int(),
  weekSeconds: z.number().int(),
  monthSeconds: z.number().int(),
  /** Place in the 30-day ranking; `null` without time in the period. */
  monthRank: z.number().int().nullable(),
  isConnected: z.boolean(),
});
export type MyCallTime = z.infer<typeof myCallTimeSchema>;

export const callMessages = {
  muteUpdated: { title: 'Sucesso', description: 'Status de mute atualizado' },
  removed: { title: 'Sucesso', description: 'Usuário removido da call' },
  muteFailed: { title: 'Erro', description: 'Falha ao alterar status de mute' },
  removeFailed: { title: 'Erro', description: 'Falha ao remover usuário da call' },
  notInVoice: 'Este usuário não está mais em uma call.',
  cannotMute: 'O bot não tem permissão para mutar membros neste canal (Silenciar membros).',
  cannotRemove: 'O bot não tem permissão para desconectar membros deste canal (Mover membros).',
  muteBlocked: 'O bot não pode mutar neste canal (Silenciar membros).',
  removeBlocked: 'O bot não pode desconectar membros deste canal (Mover membros).',
  discordUnavailable: 'O Discord não respondeu. Tente novamente em instantes.',
  empty: 'Nenhum usuário conectado no momento',
  subtitle: 'Gerencie usuários em call e visualize estatísticas de tempo',
} as const;
