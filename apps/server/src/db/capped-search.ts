import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from './client';

/**
 * Past this many members of a name, a search walks the newest rows instead: a `members` query
 * reads at most one more (`limit membersByIndex + 1`).
 */
export const membersByIndex = 1000;

/** How many of the newest rows a search past the cap walks for its page. */
const walkedAtMost = 2000;

/** The columns every statement's last select brings along with the page's rows. */
interface Counted {
  total: string | number;
  by_index?: boolean;
  member_ids?: string[];
}

/**
 * A table's side of a capped search (`findCappedSearch`). Every fragment names the searched
 * table under `alias`, ordered by `newestFirst` (`created_at` then `id`, descending).
 */
export interface CappedSearch {
  /**
   * How the text is looked up: `exact`, by a b-tree (a whole id; no members); `trigram`, by the
   * name indexes (trigrams, or words): the table's own, and the members they find in another
   * table (`members`, when given) unless those are too many; `none`, one ordered statement:
   * `walked` on `namesFrom`, the newest first, up to the cap, the planner choosing to walk the
   * newest rows or to read an index that serves `walked` and sort.
   */
  lookup: 'exact' | 'trigram' | 'none';
  offset: number;
  limit: number;
  /** Matches are counted up to this many past the page's start. */
  countCap: number;
  alias: string;
  newestFirst: SQL;
  /** The table and joins the indexed reads use (`indexed`, `indexedAgain`). */
  indexedFrom: SQL;
  /** The table and joins the walk over known members reads (`hit`). */
  walkedFrom: SQL;
  /** The table and joins a plain walk reads (`walked`): every name it tests. */
  namesFrom: SQL;
  /** The rows a search ever lists (not removed, say), when not all: every read tests it first. */
  active?: SQL | undefined;
  /**
   * The ids (one text column `id`) of the members whose names match, for `trigram`; without
   * it, `indexed` alone finds the matches.
   */
  members?: SQL | undefined;
  /** The test the indexes serve, on `indexedFrom`; may read the `members` CTE. */
  indexed: SQL;
  /** The same test on a row of `namesFrom`. */
  walked: SQL;
  /**
   * The test once the members are known (`known`, a parenthesized select of their ids): `hit`
   * on a row of `walkedFrom` (probing a hashed set: `in known`), `indexedAgain` on
   * `indexedFrom` (ids to look up: `= any(array known)`). Without it (a search without
   * `members`), `walked` on `walkedFrom` and `indexed`.
   */
  knownMembers?: ((known: SQL) => { hit: SQL; indexedAgain: SQL }) | undefined;
  /** The statement's last select from its `counted` and `page` (ids and dates) CTEs. */
  pageRows: (statement: SQL) => SQL;
}

/**
 * A search's page and how many match, up to `countCap` past the page's start, in one or two
 * round trips.
 *
 * 1. `exact` and `trigram`: the `members` CTE finds the members by their trigram indexes (up to
 *    one past `membersByIndex`); `decided` takes the index path when they are that many or
 *    fewer. That path reads the matches from the indexes up to one past the cap and counts
 *    them: when they all fit, they give the page and the exact total.
 * 2. Past the cap, the members found are known: the newest `walkedAtMost` rows are walked, each
 *    tested against them, where a broad search finds its page at once. When that walk holds
 *    too few for the page, all the matches are read from the indexes and sorted instead. The
 *    total is then one past the cap (shown as the cap).
 * 3. A name too many members have (`decided` false), and `none`, read the newest matches in
 *    order, counted as they go up to one past the cap: a walk over the newest rows testing
 *    every name, or, when an index serves `walked` and the planner expects few matches, those
 *    read from it and sorted.
 *
 * `rows` are the page's rows `pageRows` selects (an empty page's one row, without an id, is
 * left out); past `countedUpTo` (the cap past the page's start), `total` only says there are
 * more (`listReader` shows the cap).
 */
export async function findCappedSearch<Row extends { id: unknown }>(
  db: Executor,
  search: CappedSearch,
): Promise<{ rows: Row[]; total: number; countedUpTo: number }> {
  const { offset, limit, alias, newestFirst, active, pageRows } = search;
  const countUpTo = offset + search.countCap;
  const of = sql.raw(alias);
  const and = (...tests: (SQL | undefined)[]) =>
    sql.join(
      tests.filter((test): test is SQL => test !== undefined),
      sql` and `,
    );
  const paged = sql`order by created_at desc, id desc limit ${limit} offset ${offset}`;
  const answer = (found: Row[], total: number) => ({
    rows: found.filter((row) => row.id !== null),
    total: Math.min(total, countUpTo + 1),
    countedUpTo: countUpTo,
  });
  if (search.lookup !== 'none') {
    const members = search.members ?? sql`select null::text as id where false`;
    const byIndex =
      search.lookup === 'exact' || !search.members
        ? sql`true`
        : sql`(select count(*) from members) <= ${membersByIndex}`;
    const found = await queryRows<Row & Counted>(
      db,
      pageRows(sql`with members as materialized (${members}),
        decided as (select ${byIndex} as by_index),
        matches as materialized (select ${of}.id, ${of}.created_at from ${search.indexedFrom}
          where ${and(sql`(select by_index from decided)`, active, search.indexed)}
          limit ${countUpTo + 1}),
        counted as (select count(*) as total, (select by_index from decided) as by_index,
          (select coalesce(jsonb_agg(id), '[]') from members) as member_ids from matches),
        page as (select id, created_at from matches
          where (select total from counted) <= ${countUpTo} ${paged})`),
    );
    const first = found[0];
    const total = Number(first?.total ?? 0);
    if (first?.by_index && total <= countUpTo) return answer(found, total);
    if (first?.by_index) {
      const ids = JSON.stringify(first.member_ids ?? []);
      const known = sql`(select jsonb_array_elements_text(${ids}::jsonb))`;
      const { hit, indexedAgain } = search.knownMembers?.(known) ?? {
        hit: search.walked,
        indexedAgain: search.indexed,
      };
      const walkedActive = active ? sql`where ${active}` : sql``;
      const walkedPage = await queryRows<Row & Counted>(
        db,
        pageRows(sql`with walked as materialized (select * from (select ${of}.id,
              ${of}.created_at, ${hit} as hit from ${search.walkedFrom} ${walkedActive}
              ${newestFirst} limit ${walkedAtMost}) w
            where hit limit ${offset + limit}),
          sorted as (select (select count(*) from walked) < ${offset + limit} as all_matches),
          all_hits as materialized (select ${of}.id, ${of}.created_at from ${search.indexedFrom}
            where ${and(sql`(select all_matches from sorted)`, active, indexedAgain)}),
          counted as (select ${countUpTo + 1} as total),
          page as (
            (select id, created_at from walked where not (select all_matches from sorted) ${paged})
            union all
            (select id, created_at from all_hits ${paged}))`),
      );
      return answer(walkedPage, countUpTo + 1);
    }
  }
  const counted = await queryRows<Row & Counted>(
    db,
    pageRows(sql`with matches as materialized (select ${of}.id, ${of}.created_at
          from ${search.namesFrom} where ${and(active, search.walked)} ${newestFirst}
          limit ${countUpTo + 1}),
        counted as (select count(*) as total from matches),
        page as (select id, created_at from matches ${paged})`),
  );
  return answer(counted, Number(counted[0]?.total ?? 0));
}
