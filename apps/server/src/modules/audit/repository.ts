import {
  auditSearchCountCap,
  signInAuditAction,
  type AuditActionType,
} from '@panel/contract/api/audit';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { pageAndTotal, type PageRange } from '../../db/list-page';
import { plannedOnce, preparedFor } from '../../db/prepared';
import { hasWordSeparator, termsMatch } from '../../db/word-search';
import { auditCounts, auditLog, entryTypeOf } from '../../db/schema/audit';

const newestFirst = [desc(auditLog.createdAt), desc(auditLog.id)] as const;

/**
 * Entries whose words start with the search's words, in order and next to each other
 * (case-insensitive): "ana sou" finds "Ana Souza". The word-pair index answers it; where the
 * search has several words, the text checks their order. Most matches have the words one
 * space apart, which a LIKE finds several times faster than the pattern; the pattern decides
 * the others (other separators, or no match). See docs/performance.md#audit-search.
 */
function textCondition(search: string, actorId?: string): SQL {
  const matches = actorId
    ? // The actor's id is one of the entry's words: the word index finds their entries alone.
      sql`${auditLog.searchTerms} @@ (audit_search_query(${search}) && ${`'${actorId}'`}::tsquery)`
    : termsMatch(auditLog.searchTerms, search);
  if (!hasWordSeparator(search)) return matches;
  const spaced = sql`'% ' || array_to_string(audit_search_words(${search}), ' ') || '%'`;
  return sql`${matches} and ((' ' || ${auditLog.searchText}) like ${spaced}
    or ${auditLog.searchText} ~ audit_search_pattern(${search}))`;
}

export interface AuditFilter {
  search?: string | undefined;
  /**
   * The type entries are shown under (`entryTypeOf`): `reject` finds the rejections written as
   * `update` before they had their type too, and `update` leaves those out.
   */
  type?: AuditActionType | undefined;
  /** `hide` leaves sign-ins (`signInAuditAction`) out. */
  signIns?: 'show' | 'hide' | undefined;
  /** Only what this Discord id did (who acted). */
  actorId?: string | undefined;
  /** Entries made at or after this moment (ISO 8601). */
  from?: string | undefined;
  /** Entries made at or before this moment (ISO 8601). */
  to?: string | undefined;
  page: number;
  limit: number;
}

/**
 * Whether the filter narrows the log by who acted or when: the trigger-kept counters cannot
 * count that, so such a page is read and counted like a search (up to a cap).
 */
export function narrowsByActorOrDate(filter: AuditFilter): boolean {
  return Boolean(filter.actorId || filter.from || filter.to);
}

/**
 * Who acted and when. Each is served by an index that also orders by date: (actor_id,
 * created_at), (actor_id, entry type, created_at) with a type (migrations 0032, 0045), and
 * (created_at) for a period alone, so a page reads its rows newest first and stops.
 */
function actorAndDateConditions(filter: AuditFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.from) conditions.push(sql`${auditLog.createdAt} >= ${instant(filter.from)}`);
  if (filter.to) conditions.push(sql`${auditLog.createdAt} <= ${instant(filter.to)}`);
  return conditions;
}

/** A moment of the request as a timestamptz parameter, whatever offset it was written with. */
function instant(iso: string): SQL {
  return sql`${new Date(iso).toISOString()}::timestamptz`;
}

/** Exact totals without a search come from the trigger-kept counters: O(1) at any size. */
async function countByType(db: Executor, filter: AuditFilter): Promise<number> {
  const rows = await db
    .select({ total: countedTotal(filter) })
    .from(auditCounts)
    .where(filter.type ? eq(auditCounts.actionType, filter.type) : undefined);
  return rows.reduce((sum, row) => sum + Number(row.total), 0);
}

/** A counter row's total, less its sign-ins when they are hidden. */
function countedTotal(filter: Pick<AuditFilter, 'signIns'>): SQL<number> {
  return filter.signIns === 'hide'
    ? sql<number>`${auditCounts.total} - ${auditCounts.signIns}`
    : sql<number>`${auditCounts.total}`;
}

/** Leaves sign-ins out when the filter hides them. */
function signInCondition(filter: Pick<AuditFilter, 'signIns'>): SQL | undefined {
  return filter.signIns === 'hide' ? ne(auditLog.action, signInAuditAction) : undefined;
}

/**
 * Entries a Discord id acted on or was the target of, newest first, at most `take`.
 * Each side walks its own (id, created_at) index backwards, so the cost follows
 * `take`, not how active the person is; UNION drops entries on both sides.
 */
function idMatches(id: string, filter: AuditFilter, take: number) {
  const side = (column: typeof auditLog.actorId | typeof auditLog.target) =>
    sideQuery(column, id, filter, take);
  return sql`(${side(auditLog.actorId)}) union (${side(auditLog.target)})`;
}

function sideQuery(
  column: typeof auditLog.actorId | typeof auditLog.target,
  id: string,
  filter: AuditFilter,
  take: number,
): SQL {
  const conditions = [
    sql`${column} = ${id}`,
    ...(filter.type ? [sql`${entryTypeOf(auditLog)} = ${filter.type}`] : []),
    ...(filter.signIns === 'hide' ? [sql`${auditLog.action} <> ${signInAuditAction}`] : []),
    ...actorAndDateConditions(filter),
  ];
  return sql`select ${auditLog.id} as id, ${auditLog.createdAt} as created_at from ${auditLog}
    where ${sql.join(conditions, sql` and `)}
    order by ${auditLog.createdAt} desc, ${auditLog.id} desc limit ${take}`;
}

/** Entries a Discord id acted on or was the target of, and how many (counted up to a cap). */
export async function findByDiscordId(
  db: Executor,
  id: string,
  filter: AuditFilter,
  { offset, limit }: PageRange,
) {
  const pageIds = queryRows<{ id: string }>(
    db,
    sql`select id from (${idMatches(id, filter, offset + limit)}) m
        order by created_at desc, id desc limit ${limit} offset ${offset}`,
  );
  const counted = queryRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from (${idMatches(id, filter, offset + auditSearchCountCap + 1)}) m`,
  );
  const [ids, [total]] = await Promise.all([pageIds, counted]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(auditLog)
          .where(
            inArray(
              auditLog.id,
              ids.map((row) => Number(row.id)),
            ),
          )
          .orderBy(...newestFirst);
  return { rows, total: Number(total?.total ?? 0), countedUpTo: offset + auditSearchCountCap };
}

/** Read on every request of the log: planned once, on PGlite too (`plannedOnce`). */
const logVersion = plannedOnce<{ version: number | string }>('audit_log_version', (db) =>
  db
    .select({ version: sql<number>`coalesce(sum(${auditCounts.total}), 0)`.as('version') })
    .from(auditCounts),
);

/**
 * How many entries the log holds, all types together. The log is append-only (its triggers
 * refuse updates, deletes and truncation), so this number goes up with every change to it and
 * is the version a page read under it keeps (`listReader`).
 */
export async function findAuditLogVersion(db: Executor): Promise<number> {
  const [row] = await logVersion(db);
  return Number(row?.version ?? 0);
}

type AuditPageShape = 'all' | 'type' | 'all-no-sign-ins' | 'type-no-sign-ins';

/** The newest entries (of one type or all) with the trigger-kept total on each row. */
const auditPage = preparedFor((db, shape: AuditPageShape) => {
  const type = sql.placeholder('type');
  const byType = shape.startsWith('type');
  const signIns = shape.endsWith('no-sign-ins') ? 'hide' : 'show';
  return db
    .select({
      entry: auditLog,
      total: sql<number>`(${db
        .select({ total: sql`coalesce(sum(${countedTotal({ signIns })}), 0)` })
        .from(auditCounts)
        .where(byType ? eq(auditCounts.actionType, type) : undefined)})`,
    })
    .from(auditLog)
    .where(and(byType ? eq(entryTypeOf(auditLog), type) : undefined, signInCondition({ signIns })))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`audit_page_${shape}`);
});

/**
 * Entries whose words match the search (or all), and how many. A search, or a filter by who
 * acted or when, counts up to a cap; the type and sign-in filters alone count exactly, from the
 * counters.
 */
export async function findByText(
  db: Executor,
  search: string | undefined,
  filter: AuditFilter,
  range: PageRange,
) {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(entryTypeOf(auditLog), filter.type));
  const withoutSignIns = signInCondition(filter);
  if (withoutSignIns) conditions.push(withoutSignIns);
  conditions.push(...actorAndDateConditions(filter));
  const { offset, limit } = range;
  const countedUpTo = offset + auditSearchCountCap;
  if (search) {
    const text = textCondition(search, filter.actorId);
    if (filter.actorId) {
      const walked = await findAmongNewest(db, and(...conditions) ?? sql`true`, text, range);
      if (walked) return { ...walked, countedUpTo };
    }
    const found = await findMatches(db, and(...conditions, text) ?? sql`true`, range, countedUpTo);
    return { ...found, countedUpTo };
  }
  if (narrowsByActorOrDate(filter)) {
    const found = await findMatches(db, and(...conditions) ?? sql`true`, range, countedUpTo);
    return { ...found, countedUpTo };
  }
  const page = await pageAndTotal(
    auditPage(
      db,
      `${filter.type ? 'type' : 'all'}${filter.signIns === 'hide' ? '-no-sign-ins' : ''}`,
    ).execute({
      type: filter.type,
      limit,
      offset,
    }),
    () => countByType(db, filter),
    offset,
  );
  return { rows: page.rows, total: page.total, countedUpTo };
}

/** How many of one member's newest entries a search among them reads first (`findAmongNewest`). */
const newestWalked = 2000;

/**
 * A search among one member's entries, read from their newest entries (their index gives them
 * in order), each tested against the search, until the count's bound or `newestWalked` entries.
 * The matches found are the newest ones; they are the answer when they pass the bound, or when
 * the walk read every entry of the member's. Otherwise (many entries, few of them matching)
 * `null`, and the word index finds the matches instead. A common word among a member's entries
 * costs the index every match, read and sorted; the walk stops at the bound.
 */
async function findAmongNewest(db: Executor, where: SQL, text: SQL, { offset, limit }: PageRange) {
  const countUpTo = offset + auditSearchCountCap;
  const newest = (columns: SQL) => sql`select ${columns} from ${auditLog} where ${where}
    order by ${auditLog.createdAt} desc, ${auditLog.id} desc limit ${newestWalked}`;
  const result = await queryRows<RawEntry & { total: string | number; complete: boolean }>(
    db,
    sql`with matches as materialized (
          select id, created_at from (${newest(
            sql`${auditLog.id} as id, ${auditLog.createdAt} as created_at, ${text} as hit`,
          )}) walked
          where hit order by created_at desc, id desc limit ${countUpTo + 1}
        ),
        counted as (
          select count(*) as total, count(*) > ${countUpTo}
            or (select count(*) from (${newest(sql`1`)}) entries) < ${newestWalked} as complete
          from matches
        ),
        page as (
          select id from matches where (select complete from counted)
          order by created_at desc, id desc limit ${limit} offset ${offset}
        )
        select counted.total, counted.complete, a.id, a.created_at, a.actor_id, a.actor_name,
          a.actor_avatar, a.action_type, a.action, a.target, a.details, a.before, a.after
        from counted left join (page join ${auditLog} a on a.id = page.id) on true
        order by a.created_at desc, a.id desc`,
  );
  if (!result[0]?.complete) return null;
  const total = Number(result[0].total);
  return { rows: result.filter((row) => row.id !== null).map(fromRaw), total };
}

/**
 * A search (or a filter by who acted or when) counts its matches only up to
 * `auditSearchCountCap` past the page's start: enough for the pager around the page. One
 * statement reads the newest matches up to that bound, counts them and joins the page's rows
 * in. The planner picks how to find them: a rare search reads its few matches from the word
 * index and sorts them; a broad one walks the newest entries (of the member, of the type, from
 * the period's end) and stops at the bound, which it reaches at once.
 */
async function findMatches(
  db: Executor,
  where: SQL,
  { offset, limit }: PageRange,
  countUpTo: number,
) {
  const result = await queryRows<RawEntry & { total: string | number }>(
    db,
    sql`with matches as materialized (
          select ${auditLog.id} as id, ${auditLog.createdAt} as created_at from ${auditLog}
          where ${where}
          order by ${auditLog.createdAt} desc, ${auditLog.id} desc
          limit ${countUpTo + 1}
        ),
        counted as (select count(*) as total from matches),
        page as (
          select id from matches order by created_at desc, id desc
          limit ${limit} offset ${offset}
        )
        select counted.total, a.id, a.created_at, a.actor_id, a.actor_name, a.actor_avatar,
          a.action_type, a.action, a.target, a.details, a.before, a.after
        from counted left join (page join ${auditLog} a on a.id = page.id) on true
        order by a.created_at desc, a.id desc`,
  );
  const total = Number(result[0]?.total ?? 0);
  return { rows: result.filter((row) => row.id !== null).map(fromRaw), total };
}

type AuditRow = Pick<
  typeof auditLog.$inferSelect,
  | 'id'
  | 'createdAt'
  | 'actorId'
  | 'actorName'
  | 'actorAvatar'
  | 'actionType'
  | 'action'
  | 'target'
  | 'details'
  | 'before'
  | 'after'
>;

/** A row of raw SQL: snake_case names, and types as the driver gives them. */
interface RawEntry {
  id: string | number | null;
  created_at: Date | string;
  actor_id: string | null;
  actor_name: string;
  actor_avatar: string | null;
  action_type: AuditRow['actionType'];
  action: string;
  target: string | null;
  details: string;
  before: unknown;
  after: unknown;
}

function fromRaw(row: RawEntry): AuditRow {
  return {
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    actorId: row.actor_id,
    actorName: row.actor_name,
    actorAvatar: row.actor_avatar,
    actionType: row.action_type,
    action: row.action,
    target: row.target,
    details: row.details,
    before: row.before,
    after: row.after,
  };
}

export async function insertAuditEntry(
  db: Executor,
  values: typeof auditLog.$inferInsert,
): Promise<void> {
  await db.insert(auditLog).values(values);
}
