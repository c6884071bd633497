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
  settleDelivered,
  settleFailed,
  settleLater,
  type ClaimedEffect,
} from './lease';

export interface OutboxWorkerOptions {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  batchSize: number;
  /** How long a claimed row stays invisible to other workers before it is retried. */
  leaseMs: number;
  pollMs: number;
}

export const defaultOutboxOptions: OutboxWorkerOptions = {
  maxAttempts: 8,
  baseDelayMs: 2_000,
  maxDelayMs: 10 * 60_000,
  batchSize: 20,
  leaseMs: 60_000,
  pollMs: 1_000,
};

/** Exponential backoff with up to 20 % jitter: 2 s, 4 s, 8 s ... capped at `maxDelayMs`. */
export function retryDelayMs(attempt: number, options: OutboxWorkerOptions, random = Math.random) {
  const exponential = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(exponential * (1 + random() * 0.2));
}

/**
 * What an area does when one of its effects is settled, in the transaction that settles it
 * (a ticket keeps its channel's id, saves its transcript). Called once per row: a row settled
 * meanwhile by someone else (discarded) calls nothing.
 */
export interface OutboxHooks {
  delivered?(tx: Executor, effect: DiscordEffect, result: DeliveryResult): Promise<void>;
  /** Failed for good (permanent, or out of attempts). */
  failed?(
    tx: Executor,
    effect: DiscordEffect,
    failure: DiscordDeliveryError,
    attempts: number,
  ): Promise<void>;
}

/** Several areas' hooks as one: each is called in turn, in the transaction that settles the row. */
export function combineHooks(...all: OutboxHooks[]): Required<OutboxHooks> {
  return {
    async delivered(tx, effect, result) {
      for (const hooks of all) await hooks.delivered?.(tx, effect, result);
    },
    async failed(tx, effect, failure, attempts) {
      for (const hooks of all) await hooks.failed?.(tx, effect, failure, attempts);
    },
  };
}

/** What the worker delivers: the Discord kind through the bot, the game-database kind if given. */
type WorkerEffect = DiscordEffect | GameDatabaseEffect;

/** The worker's two lanes, each claimed and run on its own clock. */
type Lane = 'discord' | 'gameDatabase';
const lanes: readonly Lane[] = ['discord', 'gameDatabase'];

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

export function createOutboxWorker(
  db: Database,
  discord: DiscordDelivery,
  log: FastifyBaseLogger,
  overrides: Partial<OutboxWorkerOptions> = {},
  hooks: OutboxHooks = {},
  gameDatabases: GameDatabaseDelivery | null = null,
): OutboxWorker {
  const options = { ...defaultOutboxOptions, ...overrides };
  const timers = new Map<Lane, NodeJS.Timeout>();
  const running = new Set<Promise<number>>();
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
      if (settled && effect.type !== 'gameDb.write') await hooks.delivered?.(tx, effect, result);
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
  async function runLane(lane: Lane): Promise<number> {
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

  async function runOnce(): Promise<number> {
    const handled = await Promise.all(lanes.map(runLane));
    return handled.reduce((sum, count) => sum + count, 0);
  }

  function schedule(lane: Lane): void {
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
      for (const lane of lanes) schedule(lane);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
