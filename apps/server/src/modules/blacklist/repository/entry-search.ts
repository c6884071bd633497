import { snowflakePattern } from '@panel/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { findCappedSearch, membersByIndex } from '../../../db/capped-search';
import type { Executor } from '../../../db/client';
import { escapeLike } from '../../../db/like';
import { activeOf, newestFirst, type EntryFilter } from './entry-filter';

/** A search counts its matches up to this many past the page's start: a broad one stops early. */
export const entrySearchCountCap = 200;

const entries = sql`blacklist_entries e`;

// Lateral with a limit: a walk looks each player up by id, never joins the whole catalog.
const namesFrom = sql`blacklist_entries e left join lateral (
  select username, global_name, nick from discord_members
  where e.type = 'player' and user_id = e.target limit 1) m on true`;

/** The page's ids (`page`) and how many matched (`counted`). */
const pageIds = (statement: SQL) =>
  sql`${statement} select counted.*, page.id from counted left join page on true`;

/**
 * A search's test on an entry `e`. A whole Discord id is that target (b-tree). Other text is
 * part of the target or of the name given when added (trigram index), or of the player's names
 * in the guild catalog: `members` tests the target against the members found (an array the
 * indexes look up, or a set a walk probes); without it, the catalog row `m` of a walk.
 */
function searchTest(search: string, members: SQL | null): SQL {
  if (snowflakePattern.test(search)) return sql`e.target = ${search}`;
  const like = `%${escapeLike(search)}%`;
  const own = sql`e.target ilike ${like} or e.discord_username ilike ${like}`;
  if (!members) {
    return sql`(${own} or m.username ilike ${like} or m.global_name ilike ${like}
      or m.nick ilike ${like})`;
  }
  return sql`(${own} or (e.type = 'player' and ${members}))`;
}

/**
 * The entries' side of a search: a whole Discord id is looked up by the target's b-tree, other
 * text through the guild catalog's members its trigram indexes find (`searchTest`).
 */
function searchParts(search: string) {
  if (snowflakePattern.test(search)) {
    const indexed = sql`e.target = ${search} and e.type in ('player', 'server')`;
    return {
      lookup: 'exact' as const,
      indexed,
      knownMembers: () => ({ hit: searchTest(search, null), indexedAgain: indexed }),
    };
  }
  const like = `%${escapeLike(search)}%`;
  return {
    lookup: search.length >= 3 ? ('trigram' as const) : ('none' as const),
    members: sql`select user_id as id from discord_members
      where username ilike ${like} or global_name ilike ${like} or nick ilike ${like}
      limit ${membersByIndex + 1}`,
    indexed: searchTest(search, sql`e.target = any(array(select id from members))`),
    knownMembers: (known: SQL) => ({
      hit: searchTest(search, sql`e.target in ${known}`),
      indexedAgain: searchTest(search, sql`e.target = any(array${known})`),
    }),
  };
}

/**
 * The ids of a search's page of entries and how many match, up to the cap past the page's
 * start (`findCappedSearch`).
 */
export async function findSearchIds(
  db: Executor,
  filter: EntryFilter,
  search: string,
  now: Date,
): Promise<{ ids: number[]; total: number }> {
  const { rows, total } = await findCappedSearch<{ id: string | number | null }>(db, {
    ...searchParts(search),
    offset: (filter.page - 1) * filter.limit,
    limit: filter.limit,
    countCap: entrySearchCountCap,
    alias: 'e',
    newestFirst,
    indexedFrom: entries,
    walkedFrom: entries,
    namesFrom,
    active: activeOf(filter.type, now),
    walked: searchTest(search, null),
    pageRows: pageIds,
  });
  return { ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])), total };
}
