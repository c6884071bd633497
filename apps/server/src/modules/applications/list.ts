import {
  applicationSearchCountCap,
  type Application,
  type ApplicationStatus,
} from '@panel/contract/api/applications';
import type { FormType } from '@panel/contract/api/forms';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applicationCounts, applications } from '../../db/schema/applications';
import { toApplication } from './present';

const discordId = /^\d{17,20}$/;

export interface ApplicationFilter {
  search?: string | undefined;
  status: ApplicationStatus;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A whole Discord id finds that member (b-tree). Other text is a case-insensitive part
 * of the name, through the trigram index on the stored lowercased name; trigrams need three
 * characters, so one or two match the start of a word, which the index still serves.
 */
function searchCondition(search: string): SQL {
  if (discordId.test(search)) return eq(applications.userId, search);
  const name = applications.searchName;
  const term = escapeLike(search.toLowerCase());
  if (term.length >= 3) return sql`${name} like ${`%${term}%`}`;
  return or(sql`${name} like ${`${term}%`}`, sql`${name} like ${`% ${term}%`}`)!;
}

export function filterCondition(form: FormType, filter: ApplicationFilter): SQL {
  const search = filter.search?.trim();
  return and(
    eq(applications.form, form),
    eq(applications.status, filter.status),
    search ? searchCondition(search) : undefined,
  )!;
}

/** Pending entries wait in line, oldest first; decided ones show the latest decisions first. */
function orderOf(status: ApplicationStatus) {
  return status === 'pending'
    ? [asc(applications.createdAt), asc(applications.id)]
    : [desc(applications.decidedAt), desc(applications.id)];
}

/**
 * Without a search, the trigger-kept counter. A search counts its matches up to the cap
 * (one more, to know it was passed), like the audit log: a broad one never walks them all.
 */
async function countMatches(
  db: Executor,
  form: FormType,
  filter: ApplicationFilter,
): Promise<{ total: number; capped: boolean }> {
  if (!filter.search?.trim()) {
    const [row] = await db
      .select({ total: applicationCounts.total })
      .from(applicationCounts)
      .where(and(eq(applicationCounts.form, form), eq(applicationCounts.status, filter.status)));
    return { total: Number(row?.total ?? 0), capped: false };
  }
  const matches = db
    .select({ one: sql`1` })
    .from(applications)
    .where(filterCondition(form, filter))
    .limit(applicationSearchCountCap + 1)
    .as('matches');
  const [row] = await db.select({ value: count() }).from(matches);
  const total = row?.value ?? 0;
  return {
    total: Math.min(total, applicationSearchCountCap),
    capped: total > applicationSearchCountCap,
  };
}

export async function findApplicationPage(
  db: Executor,
  form: FormType,
  filter: ApplicationFilter & { page: number; limit: number },
): Promise<{ items: Application[]; total: number; capped: boolean }> {
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(filterCondition(form, filter))
      .orderBy(...orderOf(filter.status))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    countMatches(db, form, filter),
  ]);
  return { items: rows.map(toApplication), ...counted };
}

/** Everything the member sent, newest first. */
export async function findMemberApplications(db: Executor, userId: string) {
  return db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
}
