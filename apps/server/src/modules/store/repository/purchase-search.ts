import { snowflakePattern } from '@panel/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { findCappedSearch, membersByIndex, type CappedSearch } from '../../../db/capped-search';
import type { Executor } from '../../../db/client';
import type { FoundPage, PageRange } from '../../../db/list-page';
import { escapeLike } from '../../../db/like';
import type { PurchaseFilter } from './purchase-list';
import { purchaseColumns, purchaseJoins, shownState, type PurchaseRow } from './purchases';

/** A search counts its matches up to this many past the page's start: a broad one stops early. */
export const purchaseSearchCountCap = 200;

const newestFirst = sql`order by p.created_at desc, p.id desc`;

// Laterals with a limit: a walk looks each purchase's rows up by id, never joins whole tables.
const namesFrom = sql`store_purchases p
  left join lateral (select status from outbox where id = p.outbox_id limit 1) o on true
  left join lateral (select username, display_name from users where id = p.user_id limit 1) u
    on true
  left join lateral (select username, global_name, nick from discord_members
    where user_id = p.user_id limit 1) m on true`;

/** The page's rows (`page`: ids and dates) and how many matched (`counted`). */
function pageRows(statement: SQL): SQL {
  return sql`${statement}
    ${purchaseColumns}, counted.* from counted
    left join (page join store_purchases p on p.id = page.id ${purchaseJoins}) on true
    ${newestFirst}`;
}

/**
 * The purchases' side of a search. A whole Discord id is that member's purchases (b-tree).
 * Other text is part of the product's name (trigram index) or of the member's names: `members`
 * finds them through their trigram indexes, and `indexed` leads from them to their purchases
 * (b-tree); `walked` is the same test on a purchase a walk reads, and `knownMembers` once the
 * members are known.
 */
function searchParts(filter: PurchaseFilter, search: string) {
  const inState = filter.state ? sql` and ${shownState} = ${filter.state}` : sql``;
  if (snowflakePattern.test(search)) {
    const ofMember = sql`p.user_id = ${search}${inState}`;
    return {
      lookup: 'exact' as const,
      indexed: ofMember,
      walked: ofMember,
    };
  }
  const like = `%${escapeLike(search)}%`;
  const found = (table: string, id: string, columns: string[]) =>
    sql`(select ${sql.raw(id)} as id from ${sql.raw(table)} where ${sql.join(
      columns.map((column) => sql`${sql.raw(column)} ilike ${like}`),
      sql` or `,
    )} limit ${membersByIndex + 1})`;
  const own = sql`p.user_id = ${search} or p.product_name ilike ${like}`;
  return {
    lookup: search.length >= 3 ? ('trigram' as const) : ('none' as const),
    members: sql`select id from (${found('users', 'id', ['username', 'display_name'])}
      union ${found('discord_members', 'user_id', ['username', 'global_name', 'nick'])}) found`,
    indexed: sql`(p.user_id = ${search} or p.product_name ilike ${like}
      or p.user_id = any(array(select id from members)))${inState}`,
    walked: sql`(p.user_id = ${search} or p.product_name ilike ${like} or u.username ilike ${like}
      or u.display_name ilike ${like} or m.username ilike ${like} or m.global_name ilike ${like}
      or m.nick ilike ${like})${inState}`,
    knownMembers: (known: SQL) => ({
      hit: sql`(${own} or p.user_id in ${known})${inState}`,
      indexedAgain: sql`(${own} or p.user_id = any(array${known}))${inState}`,
    }),
  };
}

/**
 * A search's page of purchases and how many match, up to the cap past the page's start
 * (`findCappedSearch`).
 */
export async function findSearchPage(
  db: Executor,
  filter: PurchaseFilter,
  search: string,
  { offset, limit }: PageRange,
): Promise<FoundPage<PurchaseRow>> {
  const parts: CappedSearch = {
    ...searchParts(filter, search),
    offset,
    limit,
    countCap: purchaseSearchCountCap,
    alias: 'p',
    newestFirst,
    indexedFrom: sql`store_purchases p left join outbox o on o.id = p.outbox_id`,
    walkedFrom: sql`store_purchases p
      left join lateral (select status from outbox where id = p.outbox_id limit 1) o on true`,
    namesFrom,
    pageRows,
  };
  return findCappedSearch<PurchaseRow>(db, parts);
}
