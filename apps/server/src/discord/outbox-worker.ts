import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database, type Executor } from '../db/client';
import type { DeliveryResult, DiscordEffect, GameDatabaseEffect } from './effects';
import { DiscordDeliveryError, type DiscordPort } from './port';

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

interface ClaimedRow {
  id: number;
  effect: DiscordEffect | GameDatabaseEffect;
  attempts: number;
}

/** Writes into game servers' own databases (`modules/game-servers`), beside Discord's effects. */
export interface GameDatabaseDelivery {
  deliver(effect: GameDatabaseEffect): Promise<void>;
}

export interface OutboxWorker {
  /** Delivers every due effect once; returns how many rows were handled. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(
  db: Database,
  port: DiscordPort,
  log: FastifyBaseLogger,
  overrides: Partial<OutboxWorkerOptions> = {},
  hooks: OutboxHooks = {},
  gameDatabases: GameDatabaseDelivery | null = null,
): OutboxWorker {
  const options = { ...defaultOutboxOptions, ...overrides };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;

  async function claim(): Promise<ClaimedRow[]> {
    // SKIP LOCKED lets several workers share the table without delivering a row twice.
    const rows = await queryRows<{
      id: string;
      effect: DiscordEffect | GameDatabaseEffect;
      attempts: number;
    }>(
      db,
      sql`
      update outbox set status = 'processing',
        locked_until = now() + (${options.leaseMs} * interval '1 millisecond')
      where id in (
        select id from outbox
        -- A game server takes its own commands (docs/decisions/2026-11-28-game-commands.md).
        where game_server_id is null
          and ((status = 'pending' and next_attempt_at <= now())
            or (status = 'processing' and locked_until < now()))
        order by id
        limit ${options.batchSize}
        for update skip locked
      )
      returning id, effect, attempts`,
    );
    return rows
      .map((row) => ({ id: Number(row.id), effect: row.effect, attempts: row.attempts }))
      .sort((a, b) => a.id - b.id);
  }

  /** Settled only while still processing: one discarded meanwhile (a refund) stays discarded. */
  async function settle(row: ClaimedRow): Promise<void> {
    let result: DeliveryResult = null;
    const { effect } = row;
    try {
      if (effect.type !== 'gameDb.write') result = await port.deliver(effect);
      else if (gameDatabases) await gameDatabases.deliver(effect);
      else
        throw new DiscordDeliveryError(
          'Este processo não grava nos bancos do jogo.',
          false,
          'unavailable',
        );
    } catch (error) {
      await settleFailure(row, error);
      return;
    }
    await db.transaction(async (tx) => {
      const settled = await queryRows(
        tx,
        sql`
        update outbox set status = 'delivered', delivered_at = now(), attempts = attempts + 1,
          locked_until = null, last_error = null, failure_code = null, discord_code = null,
          failed_at = null
        where id = ${row.id} and status = 'processing'
        returning id`,
      );
      if (settled.length > 0 && effect.type !== 'gameDb.write') {
        await hooks.delivered?.(tx, effect, result);
      }
    });
  }

  async function settleFailure(row: ClaimedRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const reason = error instanceof Error ? error.message : String(error);
    const failure =
      error instanceof DiscordDeliveryError
        ? error
        : new DiscordDeliveryError(reason, false, 'unavailable');
    const failureCode = failure.code;
    const discordCode = failure.discordCode;
    if (failure.permanent || attempts >= options.maxAttempts) {
      log.warn({ outboxId: row.id, effect: row.effect.type, reason }, 'discord effect failed');
      await db.transaction(async (tx) => {
        const settled = await queryRows(
          tx,
          sql`
          update outbox set status = 'failed', attempts = ${attempts}, last_error = ${reason},
            failure_code = ${failureCode}, discord_code = ${discordCode}, failed_at = now(),
            locked_until = null
          where id = ${row.id} and status = 'processing'
          returning id`,
        );
        if (settled.length > 0 && row.effect.type !== 'gameDb.write') {
          await hooks.failed?.(tx, row.effect, failure, attempts);
        }
      });
    } else {
      const delay = retryDelayMs(attempts, options);
      await db.execute(sql`
        update outbox set status = 'pending', attempts = ${attempts}, last_error = ${reason},
          failure_code = ${failureCode}, discord_code = ${discordCode}, locked_until = null,
          next_attempt_at = now() + (${delay} * interval '1 millisecond')
        where id = ${row.id} and status = 'processing'`);
    }
  }

  async function runOnce(): Promise<number> {
    const rows = await claim();
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
