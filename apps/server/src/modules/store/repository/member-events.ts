import type { LedgerKind } from '@panel/contract/api/store';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { eventMicros, olderThan, type MemberEventQuery } from '../../../db/member-events';
import { purchaseColumns, purchaseJoins, type PurchaseRow } from './purchases';

export interface LedgerEventRow {
  micros: string;
  row_id: string;
  /** A voice day's credit is the voice kind's event. */
  kind: Exclude<LedgerKind, 'voice'>;
  amount: number;
  reason: string;
  actor_id: string | null;
  actor_name: string | null;
}

/**
 * The member's points movements past the bound, newest first, by their last change:
 * `points_ledger_member`. A voice day's credit is left to the voice kind, which tells the same
 * day (docs/decisions/2026-12-05-member-file.md, "The timeline").
 */
export function findLedgerEvents(db: Executor, query: MemberEventQuery): Promise<LedgerEventRow[]> {
  return queryRows<LedgerEventRow>(
    db,
    sql`select ${eventMicros(sql`l.updated_at`)} as micros, l.id::text as row_id, l.kind, l.amount,
        l.reason, l.actor_id, l.actor_name
      from points_ledger l
      where l.user_id = ${query.discordId} and l.amount <> 0 and l.kind <> 'voice'
        and ${olderThan('points', query.before, sql`l.updated_at`, sql`l.id`)}
      order by l.updated_at desc, l.id desc
      limit ${query.limit}`,
  );
}

export type PurchaseEventRow = PurchaseRow & { micros: string };

/**
 * The member's purchases past the bound, newest first, with their shown state (a role purchase
 * follows its delivery): `store_purchases_member` finds the member's.
 */
export function findPurchaseEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<PurchaseEventRow[]> {
  return queryRows<PurchaseEventRow>(
    db,
    sql`${purchaseColumns}, ${eventMicros(sql`p.created_at`)} as micros
      from store_purchases p ${purchaseJoins}
      where p.user_id = ${query.discordId}
        and ${olderThan('purchase', query.before, sql`p.created_at`, sql`p.id`)}
      order by p.created_at desc, p.id desc
      limit ${query.limit}`,
  );
}
