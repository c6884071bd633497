import type { BlacklistType } from '@panel/contract/api/blacklist';
import type { BaseLogger } from 'pino';
import type { Database, Executor } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { formatDateTimePtBr } from '../../../http/format-date';
import { recordAudit, systemActor } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { entryLiftedEffects } from '../discord-effects';
import { activeSnapshot, describeTarget, entrySnapshot } from '../present';
import { banEffects } from './game-bans';
import type { EntryRow } from '../repository/entries';
import { removeExpiredEntries } from '../repository/removals';
import { queueLifted } from '../webhook-events';

/** The logger's levels a service writes at (the app's logger, or a test's). */
type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/** How often the worker looks for expired entries. */
export const blacklistExpiryCheckMs = 60_000;

/**
 * Lifts the entries whose expiry has passed (all, or one target's) inside the caller's
 * transaction, audited as the system, the role taken off each player. One conditional UPDATE:
 * two workers never lift (and audit) the same entry twice. An expired entry already stopped
 * counting before this (docs/decisions/2026-11-24-blacklist.md). `discordEffects: false` leaves
 * the role to the caller, which queues its own effect for the same member (a removal queued
 * before an addition could otherwise land after it when retried).
 */
export async function liftExpiredIn(
  tx: Executor,
  now: Date,
  only?: { type: BlacklistType; target: string },
  options: { discordEffects: boolean } = { discordEffects: true },
): Promise<EntryRow[]> {
  const lifted = await removeExpiredEntries(
    tx,
    {
      removedAt: now,
      removedById: null,
      removedByName: systemActor.name,
      removedReason: 'Expirou',
      liftedBy: 'expiry',
    },
    only,
  );
  if (lifted.length === 0) return lifted;
  const settings = await readBotSettings(tx);
  for (const row of lifted) {
    const expiredAt = row.expiresAt ?? now;
    await recordAudit(
      tx,
      { actor: systemActor, requestId: null, ip: null },
      {
        actionType: 'update',
        action: 'blacklist.expire',
        target: row.target,
        details: `Retirou ${describeTarget(row)} da blacklist: a entrada expirou em ${formatDateTimePtBr(expiredAt)}`,
        before: activeSnapshot(row),
        after: entrySnapshot(row),
      },
    );
    if (options.discordEffects) {
      await enqueueEffects(tx, [
        ...entryLiftedEffects(settings, row, 'Blacklist expirou'),
        ...(await banEffects(tx, row, 'unban', 'a entrada expirou')),
      ]);
    }
  }
  await queueLifted(tx, lifted, systemActor);
  return lifted;
}

/** Lifts every expired entry now. */
export function expireEntries(db: Database, now = new Date()): Promise<EntryRow[]> {
  return db.transaction((tx) => liftExpiredIn(tx, now));
}

/** Runs `expireEntries` now and then every minute (worker role). */
export function startBlacklistExpiry(db: Database, log: Log): () => void {
  const check = () =>
    expireEntries(db).then(
      (lifted) => {
        if (lifted.length > 0) {
          log.info({ entries: lifted.map((row) => row.id) }, 'blacklist entries expired');
        }
      },
      (error: unknown) => log.warn({ err: error }, 'blacklist expiry failed'),
    );
  void check();
  const timer = setInterval(() => void check(), blacklistExpiryCheckMs);
  return () => clearInterval(timer);
}
