import { snowflakePattern } from '@panel/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { findCappedSearch } from '../../../db/capped-search';
import type { Executor } from '../../../db/client';
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
 * A name's test: a search of several words finds the names whose words start with them, in
 * order and next to each other ("pires ram" finds "Otávio Pires Ramos", "dark slayer" finds
 * "dark_slayer"); other text, any part of the name.
 */
function nameTest(name: SQL, search: string): SQL {
  return ofSeveralWords(search)
    ? wordsMatch(name, search)
    : sql`${name} ilike ${`%${escapeLike(search)}%`}`;
}

/**
 * A search's test on an entry `e`. A whole Discord id is that target (b-tree). Other text is
 * part of the target or of one of the entry's names (trigram index); several words, by their
 * words (`nameTest`), the word index's pairs first when `indexed` (a target holds no
 * separator).
 */
function searchTest(search: string, indexed: boolean): SQL {
  if (snowflakePattern.test(search)) return sql`e.target = ${search}`;
  const anyName = sql.join(
    names.map((name) => nameTest(name, search)),
    sql` or `,
  );
  if (!ofSeveralWords(search))
    return sql`(e.target ilike ${`%${escapeLike(search)}%`} or ${anyName})`;
  return indexed
    ? sql`(${termsMatch(entryNameTerms(names), search)} and (${anyName}))`
    : sql`(${anyName})`;
}

/**
 * The entries' side of a search: a whole Discord id is looked up by the target's b-tree, other
 * text by the entries' trigram and word indexes; a text too short for trigrams is only walked.
 */
function searchParts(search: string) {
  const exact = snowflakePattern.test(search);
  const indexed = exact
    ? sql`e.target = ${search} and e.type in ('player', 'server')`
    : searchTest(search, true);
  return {
    lookup: exact
      ? ('exact' as const)
      : // Words are looked up at any length; other text needs a trigram.
        search.length >= 3 || ofSeveralWords(search)
        ? ('trigram' as const)
        : ('none' as const),
    indexed,
    walked: searchTest(search, false),
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
  const severalWords = ofSeveralWords(search);
  const find = (executor: Executor) =>
    findCappedSearch<{ id: string | number | null }>(executor, {
      ...searchParts(search),
      offset: (filter.page - 1) * filter.limit,
      limit: filter.limit,
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
  const { rows, total } = severalWords
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
        return find(tx);
      })
    : await find(db);
  return { ids: rows.flatMap((row) => (row.id === null ? [] : [Number(row.id)])), total };
}
