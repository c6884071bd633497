import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import {
  DiscordDeliveryError,
  type DeliveryResult,
  type DiscordDelivery,
  type DiscordEffect,
} from './discord-effects';
import type { EffectFailureCode } from './effects';
import { EffectFailure } from './failure';
import {
  GameDatabaseWriteError,
  type GameDatabaseDelivery,
  type GameDatabaseEffect,
} from './game-database-effects';
import {
  claimEffects,
  pauseWebhookSubscription,
  recordWebhookFailure,
  recordWebhookSuccess,
  settleDelivered,
  settleFailed,
  settleLater,
  type ClaimedEffect,
} from './lease';
import {
  WebhookDeliveryError,
  type WebhookDelivery,
  type WebhookEffect,
  type WebhookResponse,
} from './webhook-effects';

export interface OutboxWorkerOptions {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  batchSize: number;
  /** How long a claimed row stays invisible to other workers before it is retried. */
  leaseMs: number;
  pollMs: number;
  /**
   * The webhook lane's waits after each failed attempt, Standard Webhooks' schedule: a delivery
   * has one attempt more than there are waits (docs/decisions/2026-12-05-integrations.md,
   * "Webhooks: delivery").
   */
  webhookRetryDelaysMs: readonly number[];
  /** The longest `Retry-After` (429, 503) honoured. */
  webhookMaxRetryAfterMs: number;
}

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;

export const defaultOutboxOptions: OutboxWorkerOptions = {
  maxAttempts: 8,
  baseDelayMs: 2_000,
  maxDelayMs: 10 * 60_000,
  batchSize: 20,
  leaseMs: 60_000,
  pollMs: 1_000,
  // 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h: ten attempts over about 3 days.
  webhookRetryDelaysMs: [
    5 * second,
    5 * minute,
    30 * minute,
    2 * hour,
    5 * hour,
    10 * hour,
    14 * hour,
    20 * hour,
    24 * hour,
  ],
  webhookMaxRetryAfterMs: 24 * hour,
};

/** Exponential backoff with up to 20 % jitter: 2 s, 4 s, 8 s ... capped at `maxDelayMs`. */
export function retryDelayMs(attempt: number, options: OutboxWorkerOptions, random = Math.random) {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential * (1 + random() * 0.2));
}

/** The webhook lane's wait after `attempt` failed attempts: the schedule's, ±10 % jitter. */
export function webhookRetryDelayMs(
  attempt: number,
  options: Pick<OutboxWorkerOptions, 'webhookRetryDelaysMs'>,
  random = Math.random,
): number {
  const delays = options.webhookRetryDelaysMs;
  const scheduled = delays[Math.min(attempt, delays.length) - 1] ?? 0;
  return Math.round(scheduled * (0.9 + random() * 0.2));
}

/**
 * What an area does when one of its effects is settled, in the transaction that settles it
 * (a ticket keeps its channel's id, saves its transcript). Called once per row: a row settled
 * meanwhile by someone else (discarded) calls nothing.
 */
export interface OutboxHooks {
  /** `outboxId`: the row settled, for an area that keeps it (a purchase's role). */
  delivered?(
    tx: Executor,
    effect: DiscordEffect,
    result: DeliveryResult,
    outboxId: number,
  ): Promise<void>;
  /** Failed for good (permanent, or out of attempts). */
  failed?(
    tx: Executor,
    effect: DiscordEffect,
    failure: DiscordDeliveryError,
    attempts: number,
  ): Promise<void>;
}

/** What the caller does when the webhook lane settles, in the same transaction. */
export interface WebhookHooks {
  /**
   * A webhook subscription was paused by its deliveries (410, a delivery failed for good), with
   * the reason administradores read; called once, when it pauses.
   */
  webhookPaused?(tx: Executor, subscriptionId: number, reason: string): Promise<void>;
}

/** Several areas' hooks as one: each is called in turn, in the transaction that settles the row. */
export function combineHooks(
  ...all: (OutboxHooks & WebhookHooks)[]
): Required<OutboxHooks> & Required<WebhookHooks> {
  return {
    async delivered(tx, effect, result, outboxId) {
      for (const hooks of all) await hooks.delivered?.(tx, effect, result, outboxId);
    },
    async failed(tx, effect, failure, attempts) {
      for (const hooks of all) await hooks.failed?.(tx, effect, failure, attempts);
    },
    async webhookPaused(tx, subscriptionId, reason) {
      for (const hooks of all) await hooks.webhookPaused?.(tx, subscriptionId, reason);
    },
  };
}

/** What the worker delivers: the Discord kind through the bot, the game-database kind if given. */
type WorkerEffect = DiscordEffect | GameDatabaseEffect;

/**
 * The worker's lanes, each claimed and run on its own clock: Discord's and the game databases'
 * in batches; the webhooks' with each delivery on its own, so a slow receiver holds only its
 * own subscription.
 */
type Lane = 'discord' | 'gameDatabase' | 'webhook';
const batchLanes = ['discord', 'gameDatabase'] as const;

export interface OutboxWorker {
  /** Delivers every due effect once; returns how many rows were handled. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Anything else a deliverer threw: retried, under its kind's "unavailable". */
function asFailure(effect: WorkerEffect, error: unknown): EffectFailure {
  if (error instanceof EffectFailure) return error as EffectFailure;
  const reason = error instanceof Error ? error.message : String(error);
  return effect.type === 'gameDb.write'
    ? new GameDatabaseWriteError(reason, false, 'game_db_unavailable')
    : new DiscordDeliveryError(reason, false, 'unavailable');
}

/** Anything a webhook deliverer threw that is not its own error: retried as unreachable. */
function asWebhookFailure(error: unknown): WebhookDeliveryError {
  if (error instanceof WebhookDeliveryError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new WebhookDeliveryError(reason, false, 'webhook_unreachable');
}

/** Why a subscription pauses when one of its deliveries failed for good (administradores read it). */
function pauseReasonOf(
  effect: WebhookEffect,
  failure: WebhookDeliveryError,
  attempts: number,
): string {
  const delivery = `entrega ${effect.messageId} (${effect.eventType})`;
  if (failure.code === 'webhook_gone') {
    return `O receptor respondeu 410 (Gone) à ${delivery}: não quer mais eventos.`;
  }
  if (failure.permanent) return `A ${delivery} falhou sem nova tentativa: ${failure.message}`;
  return `A ${delivery} falhou ${attempts} vezes seguidas; a última: ${failure.message}`;
}

/**
 * The worker: Discord's effects through `discord`, the game databases' writes through
 * `gameDatabases`, the webhook deliveries through `webhooks` (without it, no webhook row is
 * claimed: they wait for a worker that has it).
 */
export function createOutboxWorker(
  db: Database,
  discord: DiscordDelivery,
  log: FastifyBaseLogger,
  overrides: Partial<OutboxWorkerOptions> = {},
  hooks: OutboxHooks & WebhookHooks = {},
  gameDatabases: GameDatabaseDelivery | null = null,
  webhooks: WebhookDelivery | null = null,
): OutboxWorker {
  const options = { ...defaultOutboxOptions, ...overrides };
  const timers = new Map<Lane, NodeJS.Timeout>();
  const running = new Set<Promise<number>>();
  /** Webhook deliveries under way, at most `batchSize`. */
  const flights = new Set<Promise<void>>();
  let stopped = true;

  async function deliver(effect: WorkerEffect): Promise<DeliveryResult> {
    if (effect.type !== 'gameDb.write') return discord.deliver(effect);
    if (!gameDatabases) {
      throw new GameDatabaseWriteError(
        'Este processo não grava nos bancos do jogo.',
        false,
        'game_db_unavailable',
      );
    }
    await gameDatabases.deliver(effect);
    return null;
  }

  /**
   * Settled only while still processing: one discarded meanwhile (a refund) stays discarded.
   * Answers the failure, if it failed.
   */
  async function settle(row: ClaimedEffect<WorkerEffect>): Promise<EffectFailure | null> {
    let result: DeliveryResult;
    const { effect } = row;
    try {
      result = await deliver(effect);
    } catch (error) {
      const failure = asFailure(effect, error);
      await settleFailure(row, failure);
      return failure;
    }
    await db.transaction(async (tx) => {
      const settled = await settleDelivered(tx, row.id);
      if (settled && effect.type !== 'gameDb.write') {
        await hooks.delivered?.(tx, effect, result, row.id);
      }
    });
    return null;
  }

  async function settleFailure(row: ClaimedEffect<WorkerEffect>, failure: EffectFailure) {
    const attempts = row.attempts + 1;
    const reason = failure.message;
    const stored = {
      reason,
      code: failure.code as EffectFailureCode,
      discordCode: failure instanceof DiscordDeliveryError ? failure.discordCode : null,
      attempts,
    };
    if (failure.permanent || attempts >= options.maxAttempts) {
      log.warn({ outboxId: row.id, effect: row.effect.type, reason }, 'outbox effect failed');
      await db.transaction(async (tx) => {
        const settled = await settleFailed(tx, row.id, stored);
        if (
          settled &&
          row.effect.type !== 'gameDb.write' &&
          failure instanceof DiscordDeliveryError
        ) {
          await hooks.failed?.(tx, row.effect, failure, attempts);
        }
      });
    } else {
      const delayMs = retryDelayMs(attempts, options);
      await settleLater(db, row.id, { delayMs, reason, failure: stored });
    }
  }

  /**
   * One database's writes, in order. When it cannot be reached, the rest wait with the failed
   * one, without an attempt counted: each would hold the lane for the connection's timeout.
   */
  async function runInOrder(rows: ClaimedEffect<WorkerEffect>[]): Promise<void> {
    for (const [index, row] of rows.entries()) {
      const failure = await settle(row);
      if (failure?.code !== 'game_db_unavailable' || failure.permanent) continue;
      const delayMs = retryDelayMs(row.attempts + 1, options);
      for (const rest of rows.slice(index + 1)) {
        await settleLater(db, rest.id, { delayMs, reason: failure.message });
      }
      return;
    }
  }

  /**
   * Discord's effects in the order they were queued; each game database's writes in theirs,
   * beside the others (docs/decisions/2026-12-05-outbox-lanes.md).
   */
  async function runLane(lane: (typeof batchLanes)[number]): Promise<number> {
    const rows = await claimEffects<WorkerEffect>(
      db,
      { worker: lane },
      { leaseMs: options.leaseMs, limit: options.batchSize },
    );
    const queues = new Map<number | 'discord', ClaimedEffect<WorkerEffect>[]>();
    for (const row of rows) {
      const key = row.effect.type === 'gameDb.write' ? row.effect.serverId : 'discord';
      queues.set(key, [...(queues.get(key) ?? []), row]);
    }
    await Promise.all([...queues.values()].map(runInOrder));
    return rows.length;
  }

  /**
   * One attempt of a webhook delivery, settled with the subscription's record in one
   * transaction (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery"). Answers
   * whether it was delivered.
   */
  async function deliverWebhook(
    deliverer: WebhookDelivery,
    row: ClaimedEffect<WebhookEffect>,
  ): Promise<boolean> {
    const { effect } = row;
    let response: WebhookResponse;
    try {
      response = await deliverer.deliver(effect);
    } catch (error) {
      await settleWebhookFailure(row, asWebhookFailure(error));
      return false;
    }
    await db.transaction(async (tx) => {
      const settled = await settleDelivered(tx, row.id, { httpStatus: response.httpStatus });
      if (settled) await recordWebhookSuccess(tx, effect.subscriptionId);
    });
    return true;
  }

  /**
   * Retried on the schedule (or after the receiver's `Retry-After`); failed for good when
   * permanent or out of attempts, which pauses the subscription. The failed row stays: it holds
   * the subscription's later deliveries until staff retry or discard it.
   */
  async function settleWebhookFailure(
    row: ClaimedEffect<WebhookEffect>,
    failure: WebhookDeliveryError,
  ): Promise<void> {
    const { effect } = row;
    if (failure.code === 'webhook_subscription_paused') {
      // Paused after the claim: it waits, uncounted, for the subscription to be resumed.
      await settleLater(db, row.id, { delayMs: 0, reason: failure.message });
      return;
    }
    const attempts = row.attempts + 1;
    const stored = {
      reason: failure.message,
      code: failure.code,
      httpStatus: failure.httpStatus,
      attempts,
    };
    if (failure.permanent || attempts > options.webhookRetryDelaysMs.length) {
      const reason = pauseReasonOf(effect, failure, attempts);
      log.warn(
        { outboxId: row.id, subscriptionId: effect.subscriptionId, reason },
        'webhook failed',
      );
      await db.transaction(async (tx) => {
        if (!(await settleFailed(tx, row.id, stored))) return;
        await recordWebhookFailure(tx, effect.subscriptionId);
        if (await pauseWebhookSubscription(tx, effect.subscriptionId, reason)) {
          await hooks.webhookPaused?.(tx, effect.subscriptionId, reason);
        }
      });
      return;
    }
    const delayMs =
      failure.retryAfterMs === null
        ? webhookRetryDelayMs(attempts, options)
        : Math.min(failure.retryAfterMs, options.webhookMaxRetryAfterMs);
    await db.transaction(async (tx) => {
      const settled = await settleLater(tx, row.id, {
        delayMs,
        reason: failure.message,
        failure: stored,
      });
      if (settled) await recordWebhookFailure(tx, effect.subscriptionId);
    });
  }

  /**
   * Takes the subscriptions' next deliveries, as many as there is room for, and starts each
   * on its own. Answers them, each resolving once settled; a delivery that went through looks
   * for its subscription's next one at once.
   */
  async function claimWebhooks(): Promise<Promise<boolean>[]> {
    const room = options.batchSize - flights.size;
    if (!webhooks || room <= 0) return [];
    const rows = await claimEffects<WebhookEffect>(
      db,
      { worker: 'webhook' },
      { leaseMs: options.leaseMs, limit: room },
    );
    return rows.map((row) => {
      const attempt = deliverWebhook(webhooks, row).catch((error: unknown) => {
        log.error({ err: error, outboxId: row.id }, 'webhook delivery could not be settled');
        return false;
      });
      const flight: Promise<void> = attempt
        .then((delivered) => {
          if (delivered) pollWebhooks();
        })
        .finally(() => flights.delete(flight));
      flights.add(flight);
      return attempt;
    });
  }

  let claimingWebhooks = false;
  let claimWebhooksAgain = false;

  /** The webhook lane's poll, now: at its clock, or as soon as a delivery went through. */
  function pollWebhooks(): void {
    if (stopped || !webhooks) return;
    if (claimingWebhooks) {
      claimWebhooksAgain = true;
      return;
    }
    clearTimeout(timers.get('webhook'));
    claimingWebhooks = true;
    const run = claimWebhooks()
      .then((started) => started.length)
      .catch((error: unknown) => {
        log.error({ err: error, lane: 'webhook' }, 'outbox worker iteration failed');
        return 0;
      })
      .finally(() => {
        running.delete(run);
        claimingWebhooks = false;
        if (claimWebhooksAgain) {
          claimWebhooksAgain = false;
          pollWebhooks();
        } else if (!stopped) {
          timers.set('webhook', setTimeout(pollWebhooks, options.pollMs));
        }
      });
    running.add(run);
  }

  async function runOnce(): Promise<number> {
    const [handled, webhookAttempts] = await Promise.all([
      Promise.all(batchLanes.map(runLane)),
      claimWebhooks(),
    ]);
    await Promise.all(webhookAttempts);
    return handled.reduce((sum, count) => sum + count, webhookAttempts.length);
  }

  function schedule(lane: (typeof batchLanes)[number]): void {
    if (stopped) return;
    timers.set(
      lane,
      setTimeout(() => {
        const run = runLane(lane)
          .catch((error: unknown) => {
            log.error({ err: error, lane }, 'outbox worker iteration failed');
            return 0;
          })
          .finally(() => {
            running.delete(run);
            schedule(lane);
          });
        running.add(run);
      }, options.pollMs),
    );
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      for (const lane of batchLanes) schedule(lane);
      if (webhooks) timers.set('webhook', setTimeout(pollWebhooks, options.pollMs));
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running);
      await Promise.all(flights);
    },
  };
}
