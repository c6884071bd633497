import { snowflakePattern } from '@panel/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { escapeLike } from '../../../db/like';
import type { PurchaseFilter } from './purchase-list';
import { purchaseColumns, purchaseJoins, shownState, type PurchaseRow } from './purchases';

/** A search counts its matches up to this many past the page's start: a broad one stops early. */
export const purchaseSearchCountCap = 200;

/** Past this many members of a name, a search walks the newest purchases instead. */
const membersByIndex = 1000;

/** How many of the newest purchases a search past the cap walks for its page. */
const walkedAtMost = 2000;

const newestFirst = sql`order by p.created_at desc, p.id desc`;

// Laterals with a limit: a walk looks each purchase's rows up by id, never joins whole tables.
const walkedFrom = sql`store_purchases p
  left join lateral (select status from outbox where id = p.outbox_id limit 1) o on true
  left join lateral (select username, display_name from users where id = p.user_id limit 1) u
    on true
  left join lateral (select username, global_name, nick from discord_members
    where user_id = p.user_id limit 1) m on true`;

type Found = PurchaseRow & {
  total: string | number;
  by_index?: boolean;
  member_ids?: string[];
};

/** The page's rows (`page`: ids and dates) and how many matched (`counted`). */
function pageRows(statement: SQL): SQL {
  return sql`${statement}
    ${purchaseColumns}, counted.* from counted
    left join (page join store_purchases p on p.id = page.id ${purchaseJoins}) on true
    ${newestFirst}`;
}

/**
 * The parts of a search. A whole Discord id is that member's purchases (b-tree). Other text is
 * part of the product's name (trigram index) or of the member's names: `members` finds them
 * through their trigram indexes, and `indexed` leads from them to their purchases (b-tree);
 * `walked` is the same test on a purchase a walk reads.
 */
function searchParts(filter: PurchaseFilter, search: string) {
  const like = `%${escapeLike(search)}%`;
  const inState = filter.state ? sql` and ${shownState} = ${filter.state}` : sql``;
  if (snowflakePattern.test(search)) {
    const ofMember = sql`p.user_id = ${search}${inState}`;
    return {
      byId: true,
      members: sql`select null::text as id where false`,
      indexed: ofMember,
      walked: ofMember,
    };
  }
  const found = (table: string, id: string, columns: string[]) =>
    sql`(select ${sql.raw(id)} as id from ${sql.raw(table)} where ${sql.join(
      columns.map((column) => sql`${sql.raw(column)} ilike ${like}`),
      sql` or `,
    )} limit ${membersByIndex + 1})`;
  return {
    byId: false,
    members: sql`select id from (${found('users', 'id', ['username', 'display_name'])}
      union ${found('discord_members', 'user_id', ['username', 'global_name', 'nick'])}) found`,
    indexed: sql`(p.user_id = ${search} or p.product_name ilike ${like}
      or p.user_id = any(array(select id from members)))${inState}`,
    walked: sql`(p.user_id = ${search} or p.product_name ilike ${like} or u.username ilike ${like}
      or u.display_name ilike ${like} or m.username ilike ${like} or m.global_name ilike ${like}
      or m.nick ilike ${like})${inState}`,
  };
}

/**
 * A search's test once its members are known (`known`, a set of ids): `hit` for a walk (a
 * hashed set), `indexedAgain` for the indexes (an array of ids to look up).
 */
function knownMembers(filter: PurchaseFilter, search: string, known: SQL) {
  const inState = filter.state ? sql` and ${shownState} = ${filter.state}` : sql``;
  if (snowflakePattern.test(search)) {
    const ofMember = sql`p.user_id = ${search}${inState}`;
    return { hit: ofMember, indexedAgain: ofMember };
  }
  const like = `%${escapeLike(search)}%`;
  const own = sql`p.user_id = ${search} or p.product_name ilike ${like}`;
  return {
    hit: sql`(${own} or p.user_id in ${known})${inState}`,
    indexedAgain: sql`(${own} or p.user_id = any(array${known}))${inState}`,
  };
}

/**
 * A search's page and how many match, up to the cap past the page's start. The matches are
 * read from the indexes up to the cap and counted: when they all fit, they give the page.
 * Past the cap, the newest purchases are walked for the page, where a broad search finds its
 * rows at once; where that walk holds too few, all the matches are read from the indexes and
 * sorted. A name many members have, and a text too short for trigrams, are walked and counted
 * as they go.
 */
export async function findSearchPage(
  db: Executor,
  filter: PurchaseFilter,
  search: string,
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const offset = (filter.page - 1) * filter.limit;
  const countUpTo = offset + purchaseSearchCountCap;
  const { byId, members, indexed, walked } = searchParts(filter, search);
  const paged = sql`order by created_at desc, id desc limit ${filter.limit} offset ${offset}`;
  const answer = (found: Found[], total: number) => ({
    rows: found.filter((row) => row.id !== null),
    total: Math.min(total, countUpTo),
  });
  if (byId || search.length >= 3) {
    const byIndex = byId ? sql`true` : sql`(select count(*) from members) <= ${membersByIndex}`;
    const found = await queryRows<Found>(
      db,
      pageRows(sql`with members as materialized (${members}),
        decided as (select ${byIndex} as by_index),
        matches as materialized (select p.id, p.created_at
          from store_purchases p left join outbox o on o.id = p.outbox_id
          where (select by_index from decided) and ${indexed} limit ${countUpTo + 1}),
        counted as (select count(*) as total, (select by_index from decided) as by_index,
          (select coalesce(jsonb_agg(id), '[]') from members) as member_ids from matches),
        page as (select id, created_at from matches
          where (select total from counted) <= ${countUpTo} ${paged})`),
    );
    const first = found[0];
    const total = Number(first?.total ?? 0);
    if (first?.by_index && total <= countUpTo) return answer(found, total);
    if (first?.by_index) {
      // The members found are known now: the walk tests each purchase against them.
      const ids = JSON.stringify(first.member_ids ?? []);
      const known = sql`(select jsonb_array_elements_text(${ids}::jsonb))`;
      const { hit, indexedAgain } = knownMembers(filter, search, known);
      const walkedPage = await queryRows<Found>(
        db,
        pageRows(sql`with walked as materialized (select * from (select p.id, p.created_at,
              ${hit} as hit from store_purchases p
              left join lateral (select status from outbox where id = p.outbox_id limit 1) o on true
              ${newestFirst} limit ${walkedAtMost}) w
            where hit limit ${offset + filter.limit}),
          sorted as (select (select count(*) from walked) < ${offset + filter.limit}
            as all_matches),
          all_hits as materialized (select p.id, p.created_at
            from store_purchases p left join outbox o on o.id = p.outbox_id
            where (select all_matches from sorted) and ${indexedAgain}),
          counted as (select ${countUpTo + 1} as total),
          page as (
            (select id, created_at from walked where not (select all_matches from sorted) ${paged})
            union all
            (select id, created_at from all_hits ${paged}))`),
      );
      return answer(walkedPage, countUpTo + 1);
    }
  }
  const counted = await queryRows<Found>(
    db,
    pageRows(sql`with matches as materialized (select p.id, p.created_at from ${walkedFrom}
          where ${walked} ${newestFirst} limit ${countUpTo + 1}),
        counted as (select count(*) as total from matches),
        page as (select id, created_at from matches ${paged})`),
  );
  return answer(counted, Number(counted[0]?.total ?? 0));
}
