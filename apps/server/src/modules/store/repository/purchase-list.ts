import type { PurchaseState } from '@panel/contract/api/store';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { FoundPage, PageRange } from '../../../db/list-page';
import type { OutboxStatus } from '../../../db/schema/deliveries';
import { purchaseBucketOf } from '../../../db/schema/store';
import { findSearchPage } from './purchase-search';
import { purchaseColumns, purchaseJoins, type PurchaseRow } from './purchases';

export interface PurchaseFilter {
  state?: PurchaseState | undefined;
  search?: string | undefined;
  page: number;
  limit: number;
}

const bucket = purchaseBucketOf('p');
const newestFirst = sql`order by p.created_at desc, p.id desc`;
const listed = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The outbox statuses behind each state a role purchase shows (`shownState`). */
const outboxStatusesOf: Record<Exclude<PurchaseState, 'refunded'>, OutboxStatus[]> = {
  pending: ['pending', 'processing'],
  delivered: ['delivered'],
  failed: ['failed', 'discarded', 'skipped'],
};
const undelivered = [...outboxStatusesOf.pending, ...outboxStatusesOf.failed];

/**
 * Role purchases (not refunded) whose delivery row has one of `statuses`, found from the
 * outbox's status index: deliveries not (yet) delivered are few, whatever the store's size.
 */
function roleDeliveriesIn(statuses: readonly OutboxStatus[]): SQL {
  return sql`p.outbox_id = any(array(select id from outbox where status in (${listed(statuses)})))
    and ${bucket} = 'outbox'`;
}

/**
 * The newest `take` purchases shown in `state` (id and date): those whose own state decides,
 * through the bucket index, and the role purchases whose delivery row decides.
 */
function idsInState(state: PurchaseState, take: number): SQL {
  const own = sql`(select p.id, p.created_at from store_purchases p where ${bucket} = ${state}
    ${newestFirst} limit ${take})`;
  if (state === 'refunded') return own;
  const roles =
    state === 'delivered'
      ? sql`(select p.id, p.created_at from store_purchases p join outbox o on o.id = p.outbox_id
          where ${bucket} = 'outbox' and o.status = 'delivered' ${newestFirst} limit ${take})`
      : sql`(select p.id, p.created_at from store_purchases p
          where ${roleDeliveriesIn(outboxStatusesOf[state])} ${newestFirst} limit ${take})`;
  return sql`${own} union all ${roles}`;
}

/** How many purchases are shown in `state` (or in all), from the trigger-kept counters. */
function countInState(state: PurchaseState | undefined): SQL {
  const counted = (buckets?: readonly string[]) =>
    sql`(select coalesce(sum(total), 0) from store_purchase_counts
      ${buckets ? sql`where bucket in (${listed(buckets)})` : sql``})`;
  const roles = (statuses: readonly OutboxStatus[]) =>
    sql`(select count(*) from store_purchases p where ${roleDeliveriesIn(statuses)})`;
  if (!state) return counted();
  if (state === 'refunded') return counted(['refunded']);
  if (state === 'delivered')
    return sql`${counted(['delivered', 'outbox'])} - ${roles(undelivered)}`;
  return sql`${counted([state])} + ${roles(outboxStatusesOf[state])}`;
}

/** The answer's rows of one page of `ids` (a set of id and date), newest first. */
function rowsOf(db: Executor, ids: SQL, limit: number, offset: number): Promise<PurchaseRow[]> {
  return queryRows<PurchaseRow>(
    db,
    sql`${purchaseColumns} from (select id from (${ids}) ids
        order by created_at desc, id desc limit ${limit} offset ${offset}) page
      join store_purchases p on p.id = page.id ${purchaseJoins} ${newestFirst}`,
  );
}

/**
 * One page of purchases for staff, newest first, and how many match: exact from the counters
 * without a search; a search counts up to `purchaseSearchCountCap` past the page's start
 * (`findSearchPage`).
 */
export async function findPurchasePage(
  db: Executor,
  filter: PurchaseFilter,
  range: PageRange,
): Promise<FoundPage<PurchaseRow>> {
  const search = filter.search?.trim();
  if (search) return findSearchPage(db, filter, search, range);
  const { offset, limit } = range;
  const take = offset + limit;
  const ids = filter.state
    ? idsInState(filter.state, take)
    : sql`(select p.id, p.created_at from store_purchases p ${newestFirst} limit ${take})`;
  const [rows, [counted]] = await Promise.all([
    rowsOf(db, ids, limit, offset),
    queryRows<{ total: string | number }>(db, sql`select ${countInState(filter.state)} as total`),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
