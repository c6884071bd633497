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
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
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

  /** Settled only while still processing: one discarded meanwhile (a refund) stays discarded. */
  async function settle(row: ClaimedEffect<WorkerEffect>): Promise<void> {
    let result: DeliveryResult;
    const { effect } = row;
    try {
      result = await deliver(effect);
    } catch (error) {
      await settleFailure(row, asFailure(effect, error));
      return;
    }
    await db.transaction(async (tx) => {
      const settled = await settleDelivered(tx, row.id);
      if (settled && effect.type !== 'gameDb.write') await hooks.delivered?.(tx, effect, result);
    });
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

  async function runOnce(): Promise<number> {
    const rows = await claimEffects<WorkerEffect>(
      db,
      { worker: true },
      {
        leaseMs: options.leaseMs,
        limit: options.batchSize,
      },
    );
    for (const row of rows) await settle(row);
    return rows.length;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          log.error({ err: error }, 'outbox worker iteration failed');
          return 0;
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, options.pollMs);
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) await running;
    },
  };
}
