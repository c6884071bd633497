import type { LedgerKind } from '@panel/contract/api/store';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { pointsBalances, pointsLedger } from '../../../db/schema/store';

export type LedgerRow = typeof pointsLedger.$inferSelect;

export async function findBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ points: pointsBalances.points })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId));
  return row?.points ?? 0;
}

/**
 * The member's balance row, created at zero when missing and locked until the transaction
 * ends: every change of one member's points (redemptions, grants, refunds) takes this lock
 * first, so they run one at a time (docs/decisions/2026-11-24-store.md).
 */
export async function lockBalance(tx: Executor, userId: string): Promise<number> {
  await tx.insert(pointsBalances).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ points: pointsBalances.points })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId))
    .for('update');
  return row?.points ?? 0;
}

/**
 * Adds `amount` (negative takes) to the balance, only if it stays at zero or above; returns
 * the new balance, or `null` when there were not enough points.
 */
export async function changeBalance(
  tx: Executor,
  userId: string,
  amount: number,
): Promise<number | null> {
  const [row] = await tx
    .update(pointsBalances)
    .set({ points: sql`${pointsBalances.points} + ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(pointsBalances.userId, userId), sql`${pointsBalances.points} + ${amount} >= 0`))
    .returning({ points: pointsBalances.points });
  return row?.points ?? null;
}

export async function insertLedgerEntry(
  tx: Executor,
  values: {
    userId: string;
    kind: Exclude<LedgerKind, 'voice'>;
    amount: number;
    reason: string;
    purchaseId?: number | null;
    actor?: { id: string | null; name: string } | null;
    at: Date;
  },
): Promise<LedgerRow> {
  const [row] = await tx
    .insert(pointsLedger)
    .values({
      userId: values.userId,
      kind: values.kind,
      amount: values.amount,
      reason: values.reason,
      purchaseId: values.purchaseId ?? null,
      actorId: values.actor?.id ?? null,
      actorName: values.actor?.name ?? null,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  if (!row) throw new Error('ledger insert returned nothing');
  return row;
}

/** The member's latest movements (a voice day moves up as its minutes grow); no empty ones. */
export function findLedgerPage(db: Executor, userId: string, limit: number): Promise<LedgerRow[]> {
  return db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), ne(pointsLedger.amount, 0)))
    .orderBy(desc(pointsLedger.updatedAt), desc(pointsLedger.id))
    .limit(limit);
}

/**
 * Credits the counted minutes of the given days (America/Sao_Paulo) not credited yet, at the
 * current rate: one ledger row per member and day grows with the day's minutes, and the
 * balance grows by the same amount, in one statement. Running it again credits nothing: a
 * day's row remembers how many minutes it holds. Returns how many member-days were credited.
 */
export async function creditVoiceMinutes(
  tx: Executor,
  days: readonly string[],
  now: Date,
): Promise<number> {
  if (days.length === 0) return 0;
  const [row] = await queryRows<{ credited: number }>(
    tx,
    sql`
    with rate as (
      select coalesce((select points_per_minute from store_settings where id = 1), 1) as r
    ), due as (
      select d.user_id, d.day, d.counted_seconds / 60 as minutes,
        -- A day's earning is dated within that day, even when its last minutes come after it.
        least(${now}::timestamptz,
          ((d.day + 1)::timestamp at time zone 'America/Sao_Paulo') - interval '1 second') as at,
        (d.counted_seconds / 60 - coalesce(l.voice_minutes, 0)) * (select r from rate) as amount
      from voice_daily d
      left join points_ledger l
        on l.kind = 'voice' and l.user_id = d.user_id and l.voice_day = d.day
      where d.day in (select value::date from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))
        and d.counted_seconds / 60 > coalesce(l.voice_minutes, 0)
    ), ledger as (
      insert into points_ledger as t
        (user_id, kind, amount, reason, voice_day, voice_minutes, created_at, updated_at)
      select user_id, 'voice', amount, 'Tempo em call', day, minutes, at, at from due
      on conflict (user_id, voice_day) where kind = 'voice' do update
        set amount = t.amount + excluded.amount, voice_minutes = excluded.voice_minutes,
          updated_at = excluded.updated_at
    ), balances as (
      insert into points_balances as b (user_id, points, updated_at)
      select user_id, sum(amount), ${now}::timestamptz from due group by user_id
      on conflict (user_id) do update
        set points = b.points + excluded.points, updated_at = excluded.updated_at
    )
    select count(*)::int as credited from due`,
  );
  return row?.credited ?? 0;
}

/** Drops a staff grant that is undone; its amount, or none when it is no longer there. */
export async function deleteGrantEntry(
  tx: Executor,
  id: number,
): Promise<{ amount: number } | undefined> {
  const [row] = await tx
    .delete(pointsLedger)
    .where(and(eq(pointsLedger.id, id), eq(pointsLedger.kind, 'grant')))
    .returning({ amount: pointsLedger.amount });
  return row;
}
