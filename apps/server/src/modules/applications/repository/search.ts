import {
  applicationSearchCountCap,
  discordEpochMs,
  newAccountDays,
  type ApplicationSignalFilter,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationTriageFilter,
} from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import { snowflakePattern } from '@panel/contract/constants';
import { and, asc, count, desc, eq, gt, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { escapeLike } from '../../../db/like';
import { pageAndTotal, type FoundPage, type PageRange } from '../../../db/list-page';
import { plannedOnce, preparedFor } from '../../../db/prepared';
import { applicationCounts, applications } from '../../../db/schema/applications';
import type { ApplicationRow } from '../present';

export interface ApplicationFilter {
  search?: string | undefined;
  status: ApplicationStatus;
  triage?: ApplicationTriageFilter | undefined;
  signal?: ApplicationSignalFilter | undefined;
  sort?: ApplicationSort | undefined;
}

/** The member's Discord id as a number: its creation time is its first 42 bits. */
const accountId = sql`(${applications.userId})::bigint`;

/**
 * The member's record before the answers (docs/decisions/2026-12-05-appeals.md): a Discord
 * account younger than `newAccountDays` (its id above the first id of that day), or another
 * application of theirs rejected, or a whitelist revoked.
 */
function signalCondition(signal: ApplicationSignalFilter | undefined): SQL | undefined {
  if (signal === undefined) return undefined;
  if (signal === 'new_account') {
    const since = BigInt(Date.now() - newAccountDays * 86_400_000 - discordEpochMs) << 22n;
    return sql`${accountId} >= ${since.toString()}::bigint`;
  }
  return sql`exists (select 1 from applications as earlier
    where earlier.user_id = ${applications.userId} and earlier.id <> ${applications.id}
      and earlier.form in ('whitelist', 'insertion')
      and earlier.status in ('rejected', 'revoked'))`;
}

function triageCondition(triage: ApplicationTriageFilter | undefined): SQL | undefined {
  if (triage === undefined) return undefined;
  if (triage === 'graded') return isNotNull(applications.score);
  return eq(applications.triage, triage);
}

/** A filter the trigger-kept counts cannot answer: they count per form and status only. */
function narrowed(filter: ApplicationFilter): boolean {
  return (
    Boolean(filter.search?.trim()) || filter.triage !== undefined || filter.signal !== undefined
  );
}

/**
 * A whole Discord id finds that member (b-tree). Other text is a case-insensitive part
 * of the name, through the trigram index of the list's status on the stored lowercased name;
 * trigrams need three characters, so one or two match the start of a word, which the index
 * still serves. Those indexes are partial, one per status: a search is never a named prepared
 * statement, whose generic plan could not use them
 * (docs/performance.md#application-search).
 */
function searchCondition(search: string): SQL {
  if (snowflakePattern.test(search)) return eq(applications.userId, search);
  const name = applications.searchName;
  const term = escapeLike(search.toLowerCase());
  if (term.length >= 3) return sql`${name} like ${`%${term}%`}`;
  return or(sql`${name} like ${`${term}%`}`, sql`${name} like ${`% ${term}%`}`) ?? sql`false`;
}

function filterCondition(form: FormType, filter: ApplicationFilter): SQL {
  const search = filter.search?.trim();
  return (
    and(
      eq(applications.form, form),
      eq(applications.status, filter.status),
      search ? searchCondition(search) : undefined,
      triageCondition(filter.triage),
      signalCondition(filter.signal),
    ) ?? sql`true`
  );
}

/**
 * Pending entries wait in line, oldest first; decided ones show the latest decisions first.
 * "Maior nota" puts the highest score first, ungraded last, then the line's order.
 */
function orderOf(status: ApplicationStatus, sort: ApplicationSort = 'queue') {
  if (sort === 'account') return [sql`${accountId} desc`, asc(applications.createdAt)];
  if (sort === 'score') {
    return [
      sql`${applications.score} desc nulls last`,
      asc(applications.createdAt),
      asc(applications.id),
    ];
  }
  return status === 'pending'
    ? [asc(applications.createdAt), asc(applications.id)]
    : [desc(applications.decidedAt), desc(applications.id)];
}

/**
 * How many entries match, as a scalar subquery. Without a search, the trigger-kept counter. A
 * search counts its matches up to the cap (one more, to know it was passed), like the audit
 * log: a broad one never walks them all.
 */
function matchCount(db: Executor, form: FormType, filter: ApplicationFilter): SQL {
  if (!narrowed(filter)) {
    return sql`coalesce((${db
      .select({ total: applicationCounts.total })
      .from(applicationCounts)
      .where(
        and(eq(applicationCounts.form, form), eq(applicationCounts.status, filter.status)),
      )}), 0)`;
  }
  const matches = db
    .select({ one: sql`1` })
    .from(applications)
    .where(filterCondition(form, filter))
    .limit(applicationSearchCountCap + 1)
    .as('matches');
  return sql`(${db.select({ value: count() }).from(matches)})`;
}

/** A page without a search, prepared: its order follows one of the two list indexes. */
const unfilteredPage = preparedFor((db, order: 'pending' | 'decided') => {
  const form = sql.placeholder('form');
  const status = sql.placeholder('status');
  return db
    .select({
      entry: applications,
      total: sql<number>`coalesce((select ${applicationCounts.total} from ${applicationCounts}
        where ${applicationCounts.form} = ${form} and ${applicationCounts.status} = ${status}), 0)`,
    })
    .from(applications)
    .where(and(eq(applications.form, form), eq(applications.status, status)))
    .orderBy(...orderOf(order === 'pending' ? 'pending' : 'approved'))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`applications_page_${order}`);
});

/** Read on every request of a list: planned once, on PGlite too (`plannedOnce`). */
const listVersion = plannedOnce<{ version: number | string }>('application_list_version', (db) =>
  db
    .select({ version: applicationCounts.version })
    .from(applicationCounts)
    .where(
      and(
        eq(applicationCounts.form, sql.placeholder('form')),
        eq(applicationCounts.status, sql.placeholder('status')),
      ),
    ),
);

/**
 * The version of a form's entries of one status (`application_counts.version`): it goes up with
 * every change to them, so a page read under it stays true while it does (`listReader`).
 */
export async function findApplicationListVersion(
  db: Executor,
  form: FormType,
  status: ApplicationStatus,
): Promise<number> {
  const [row] = await listVersion(db, { form, status });
  return Number(row?.version ?? 0);
}

/**
 * A page of entries and how many match, in one statement (`pageAndTotal`); a search counts up
 * to its cap.
 */
export async function findApplicationPage(
  db: Executor,
  form: FormType,
  filter: ApplicationFilter,
  { offset, limit }: PageRange,
): Promise<FoundPage<ApplicationRow>> {
  const total = () => matchCount(db, form, filter);
  const capped = narrowed(filter);
  const rows =
    capped || (filter.sort !== undefined && filter.sort !== 'queue')
      ? db
          .select({ entry: applications, total: sql<number>`${total()}` })
          .from(applications)
          .where(filterCondition(form, filter))
          .orderBy(...orderOf(filter.status, filter.sort))
          .limit(limit)
          .offset(offset)
      : unfilteredPage(db, filter.status === 'pending' ? 'pending' : 'decided').execute({
          form,
          status: filter.status,
          limit,
          offset,
        });
  const found = await pageAndTotal(
    rows,
    async () => {
      const [row] = await queryRows<{ total: string | number }>(
        db,
        sql`select ${total()} as total`,
      );
      return Number(row?.total ?? 0);
    },
    offset,
  );
  return { ...found, countedUpTo: capped ? applicationSearchCountCap : undefined };
}

/** The filtered entries after `afterId`, in id order: one batch of an export. */
export function findApplicationBatch(
  db: Executor,
  form: FormType,
  filter: ApplicationFilter,
  afterId: number,
  size: number,
): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(applications)
    .where(and(filterCondition(form, filter), gt(applications.id, afterId)))
    .orderBy(asc(applications.id))
    .limit(size);
}

/** Question texts found in the filtered entries, with the id they were answered under. */
export function findAnsweredQuestions(db: Executor, form: FormType, filter: ApplicationFilter) {
  const answers = applications.answers;
  return queryRows<{ question_id: string | null; question: string }>(
    db,
    sql`select distinct q.question_id, q.question from ${applications}
      cross join lateral (
        select e->>'questionId' as question_id, e->>'question' as question
        from jsonb_array_elements(
          case when jsonb_typeof(${answers}) = 'array' then ${answers} else '[]'::jsonb end) e
        union all
        select null, k
        from jsonb_object_keys(
          case when jsonb_typeof(${answers}) = 'object' then ${answers} else '{}'::jsonb end) k
      ) q
      where ${filterCondition(form, filter)} and q.question is not null`,
  );
}
