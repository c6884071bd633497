import { snowflakePattern } from '@panel/contract/constants';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { escapeLike } from '../../../db/like';
import { activeOf, newestFirst, type EntryFilter } from './entry-filter';

/** A search counts its matches up to this many past the page's start: a broad one stops early. */
export const entrySearchCountCap = 200;

/** Past this many catalog members of a name, a search walks the newest entries instead. */
const membersByIndex = 1000;

/** How many of the newest entries a search past the cap walks for its page. */
const walkedAtMost = 2000;

// Lateral with a limit: a walk looks each player up by id, never joins the whole catalog.
const walkedFrom = sql`blacklist_entries e left join lateral (
  select username, global_name, nick from discord_members
  where e.type = 'player' and user_id = e.target limit 1) m on true`;

interface Found {
  total: string | number;
  id: string | number | null;
  by_index?: boolean;
  member_ids?: string[];
}

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
 * The ids of a search's page and how many match, up to the cap past the page's start. The
 * matches are read from the indexes up to the cap and counted: when they all fit, they give
 * the page. Past the cap, the newest entries are walked for the page, where a broad search
 * finds its rows at once; where that walk holds too few, all the matches are read from the
 * indexes and sorted. A name many catalog members have, and a text too short for trigrams,
 * are walked and counted as they go.
 */
export async function findSearchIds(
  db: Executor,
  filter: EntryFilter,
  search: string,
  now: Date,
): Promise<{ ids: number[]; total: number }> {
  const offset = (filter.page - 1) * filter.limit;
  const countUpTo = offset + entrySearchCountCap;
  const active = activeOf(filter.type, now);
  const byId = snowflakePattern.test(search);
  const like = `%${escapeLike(search)}%`;
  const paged = sql`order by created_at desc, id desc limit ${filter.limit} offset ${offset}`;
  const answer = (found: Found[], total: number) => ({
    ids: found.flatMap((row) => (row.id === null ? [] : [Number(row.id)])),
    total: Math.min(total, countUpTo),
  });
  if (byId || search.length >= 3) {
    const byIndex = byId ? sql`true` : sql`(select count(*) from members) <= ${membersByIndex}`;
    const members = byId
      ? sql`select null::text as user_id where false`
      : sql`select user_id from discord_members
        where username ilike ${like} or global_name ilike ${like} or nick ilike ${like}
        limit ${membersByIndex + 1}`;
    const indexed = byId
      ? sql`e.target = ${search} and e.type in ('player', 'server')`
      : searchTest(search, sql`e.target = any(array(select user_id from members))`);
    const found = await queryRows<Found>(
      db,
      pageIds(sql`with members as materialized (${members}),
        decided as (select ${byIndex} as by_index),
        matches as materialized (select e.id, e.created_at from blacklist_entries e
          where (select by_index from decided) and ${active} and ${indexed}
          limit ${countUpTo + 1}),
        counted as (select count(*) as total, (select by_index from decided) as by_index,
          (select coalesce(jsonb_agg(user_id), '[]') from members) as member_ids from matches),
        page as (select id, created_at from matches
          where (select total from counted) <= ${countUpTo} ${paged})`),
    );
    const first = found[0];
    const total = Number(first?.total ?? 0);
    if (first?.by_index && total <= countUpTo) return answer(found, total);
    if (first?.by_index) {
      // The members found are known now: the walk tests each entry against them.
      const ids = JSON.stringify(first.member_ids ?? []);
      const known = sql`(select jsonb_array_elements_text(${ids}::jsonb))`;
      const hit = searchTest(search, sql`e.target in ${known}`);
      const again = byId ? indexed : searchTest(search, sql`e.target = any(array${known})`);
      const walkedPage = await queryRows<Found>(
        db,
        pageIds(sql`with walked as materialized (select * from (select e.id, e.created_at,
              ${hit} as hit from blacklist_entries e where ${active}
              ${newestFirst} limit ${walkedAtMost}) w
            where hit limit ${offset + filter.limit}),
          sorted as (select (select count(*) from walked) < ${offset + filter.limit}
            as all_matches),
          all_hits as materialized (select e.id, e.created_at from blacklist_entries e
            where (select all_matches from sorted) and ${active} and ${again}),
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
    pageIds(sql`with matches as materialized (select e.id, e.created_at from ${walkedFrom}
          where ${active} and ${searchTest(search, null)} ${newestFirst} limit ${countUpTo + 1}),
        counted as (select count(*) as total from matches),
        page as (select id, created_at from matches ${paged})`),
  );
  return answer(counted, Number(counted[0]?.total ?? 0));
}
