import { snowflakePattern } from '@panel/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { findCappedSearch } from '../../../db/capped-search';
import type { Executor } from '../../../db/client';
import type { PageRange } from '../../../db/list-page';
import { escapeLike } from '../../../db/like';
import { entryNameTerms, entryNames } from '../../../db/schema/blacklist';
import { searchWords, termsMatch, wordsMatch } from '../../../db/word-search';
import { activeOf, newestFirst, type EntryFilter } from './entry-filter';

/** A search counts its matches up to this many past the page's start: a broad one stops early. */
export const entrySearchCountCap = 200;

const entries = sql`blacklist_entries e`;

/** The names of an entry `e` a search reads (the player's from the catalog, migration 0022). */
const names = entryNames({
  discordUsername: sql`e.discord_username`,
  knownUsername: sql`e.known_username`,
  knownGlobalName: sql`e.known_global_name`,
  knownNick: sql`e.known_nick`,
});

/** The page's ids (`page`) and how many matched (`counted`). */
const pageIds = (statement: SQL) =>
  sql`${statement} select counted.*, page.id from counted left join page on true`;

/**
 * Whether the search is of several words: a space between two of them. A single token keeps
 * matching any part of a name, punctuation included ("ome.digit" finds "nome.digitado").
 */
function ofSeveralWords(search: string): boolean {
  return /\s/.test(search.trim()) && searchWords(search).length > 1;
}

/**
 * A search of several words on an entry `e`: a name whose words start with the search's, in
 * order and next to each other ("pires ram" finds "Otávio Pires Ramos", "dark slayer" finds
 * "dark_slayer"), the word index's pairs first when `indexed`.
 */
function wordsTest(search: string, indexed: boolean): SQL {
  const anyName = sql.join(
    names.map((name) => wordsMatch(name, search)),
    sql` or `,
  );
  return indexed
    ? sql`(${termsMatch(entryNameTerms(names), search)} and (${anyName}))`
    : sql`(${anyName})`;
}

/**
 * How a search finds its entries. A whole Discord id is that target (b-tree). Several words,
 * by the word index, then the names' words (`wordsTest`). Other text is part of the target or
 * of one of the names, in the entry's lowercased `search_text` (schema/blacklist.ts): one
 * ordered statement (`none`), where the planner reads a rare text's few matches from the
 * trigram index and walks the newest entries for a broad one, stopping at the cap. The list's
 * index carries that text, so the walk reads no rows. A line break never matches: it only
 * separates the names there.
 */
function searchParts(search: string) {
  if (snowflakePattern.test(search)) {
    return {
      lookup: 'exact' as const,
      indexed: sql`e.target = ${search} and e.type in ('player', 'server')`,
      walked: sql`e.target = ${search}`,
    };
  }
  if (ofSeveralWords(search)) {
    return {
      lookup: 'trigram' as const,
      indexed: wordsTest(search, true),
      walked: wordsTest(search, false),
    };
  }
  const walked = search.includes('\n')
    ? sql`false`
    : sql`e.search_text like lower(${`%${escapeLike(search)}%`})`;
  return { lookup: 'none' as const, indexed: walked, walked };
}

/**
 * The ids of a search's page of entries and how many match, up to the cap past the page's
 * start (`findCappedSearch`).
 */
export async function findSearchIds(
  db: Executor,
  filter: EntryFilter,
  search: string,
  { offset, limit }: PageRange,
  now: Date,
): Promise<{ ids: number[]; total: number; countedUpTo: number }> {
  const severalWords = ofSeveralWords(search);
  const find = (executor: Executor) =>
    findCappedSearch<{ id: string | number | null }>(executor, {
      ...searchParts(search),
      offset,
      limit,
      countCap: entrySearchCountCap,
      alias: 'e',
      newestFirst,
      indexedFrom: entries,
      walkedFrom: entries,
      namesFrom: entries,
      active: activeOf(filter.type, now),
      pageRows: pageIds,
    });
  // The word index's estimates are coarse (a pair seen once can count as thousands of rows):
  // the planner then starts parallel workers, about 15 ms, to read a handful of rows.
  const { rows, total, countedUpTo } = severalWords
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return find(tx);
      })
    : await find(db);
  const ids = rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)]));
  return { ids, total, countedUpTo };
}
