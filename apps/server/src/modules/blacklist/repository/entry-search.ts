import { snowflakePattern } from '@panel/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { findCappedSearch, membersByIndex } from '../../../db/capped-search';
import type { Executor } from '../../../db/client';
import { escapeLike } from '../../../db/like';
import { entryNameTerms } from '../../../db/schema/blacklist';
import { memberNameTerms } from '../../../db/schema/discord';
import { searchWords, termsMatch, wordsMatch } from '../../../db/word-search';
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
 * part of the target or of the name given when added (trigram index; several words, by their
 * words: `nameTest`), or of the player's names in the guild catalog: `members` tests the
 * target against the members found (an array the indexes look up, or a set a walk probes);
 * without it, the catalog row `m` of a walk.
 */
function searchTest(search: string, members: SQL | null, indexed = false): SQL {
  if (snowflakePattern.test(search)) return sql`e.target = ${search}`;
  const username = sql`e.discord_username`;
  const own = ofSeveralWords(search)
    ? // A target holds no separator; the index of words serves the name.
      indexed
      ? sql`(${termsMatch(entryNameTerms(username), search)} and ${nameTest(username, search)})`
      : nameTest(username, search)
    : sql`e.target ilike ${`%${escapeLike(search)}%`} or ${nameTest(username, search)}`;
  if (!members) {
    return sql`(${own} or ${nameTest(sql`m.username`, search)}
      or ${nameTest(sql`m.global_name`, search)} or ${nameTest(sql`m.nick`, search)})`;
  }
  return sql`(${own} or (e.type = 'player' and ${members}))`;
}

/**
 * The guild catalog's members whose names match, by their trigram or word index: one past
 * `membersByIndex` at most, or all of them (`all`).
 */
function membersOf(search: string, all = false): SQL {
  const names = sql`${nameTest(sql`username`, search)} or ${nameTest(sql`global_name`, search)}
    or ${nameTest(sql`nick`, search)}`;
  const where = ofSeveralWords(search)
    ? sql`${termsMatch(memberNameTerms(sql`username`, sql`global_name`, sql`nick`), search)}
      and (${names})`
    : names;
  const limit = all ? sql`` : sql`limit ${membersByIndex + 1}`;
  return sql`select user_id as id from discord_members where ${where} ${limit}`;
}

/**
 * The entries' side of a search: a whole Discord id is looked up by the target's b-tree, other
 * text through the guild catalog's members its name indexes find (`searchTest`).
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
  return {
    // Words are looked up at any length; other text needs a trigram.
    lookup: search.length >= 3 || ofSeveralWords(search) ? ('trigram' as const) : ('none' as const),
    members: membersOf(search),
    indexed: searchTest(search, sql`e.target = any(array(select id from members))`, true),
    knownMembers: (known: SQL) => ({
      hit: searchTest(search, sql`e.target in ${known}`),
      indexedAgain: searchTest(search, sql`e.target = any(array${known})`, true),
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
      active: activeOf(filter.type, now),
      // A walk tests each player against the catalog's names: several words find all their
      // members at once by the word index (a hashed set); other text looks each player up.
      ...(severalWords
        ? {
            namesFrom: entries,
            walked: searchTest(search, sql`e.target in (${membersOf(search, true)})`),
          }
        : { namesFrom, walked: searchTest(search, null) }),
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
