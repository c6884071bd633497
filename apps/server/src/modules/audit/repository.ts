import {
  auditSearchCountCap,
  type AuditActionType,
  type AuditPage,
} from '@panel/contract/api/audit';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditCounts, auditLog } from '../../db/schema/audit';

const discordId = /^\d{17,20}$/;

/**
 * A Discord id finds what that person did or what was done to them (b-tree indexes);
 * any other text is a case-insensitive substring of who acted and what happened
 * (trigram index on the stored, lowercased `search_text`).
 */
function searchCondition(search: string): SQL {
  if (discordId.test(search)) {
    return or(eq(auditLog.actorId, search), eq(auditLog.target, search))!;
  }
  return sql`${auditLog.searchText} like ${`%${escapeLike(search.toLowerCase())}%`}`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export interface AuditFilter {
  search?: string | undefined;
  type?: AuditActionType | undefined;
  page: number;
  limit: number;
}

/** Exact totals without a search come from the trigger-kept counters: O(1) at any size. */
async function countByType(db: Executor, type: AuditActionType | undefined): Promise<number> {
  const rows = await db
    .select({ total: auditCounts.total })
    .from(auditCounts)
    .where(type ? eq(auditCounts.actionType, type) : undefined);
  return rows.reduce((sum, row) => sum + Number(row.total), 0);
}

/**
 * Counting every match of a broad search grows with the log; like most search
 * engines, we count up to a cap (one more, to know whether it was passed).
 */
async function countMatchesUpToCap(db: Executor, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where)
    .limit(auditSearchCountCap + 1)
    .as('matches');
  const [row] = await db.select({ value: count() }).from(matches);
  return row?.value ?? 0;
}

export async function findAuditPage(db: Executor, filter: AuditFilter): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(auditLog.actionType, filter.type));
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    search ? countMatchesUpToCap(db, where) : countByType(db, filter.type),
  ]);
  return {
    total: search ? Math.min(total, auditSearchCountCap) : total,
    totalCapped: Boolean(search) && total > auditSearchCountCap,
    logs: rows.map((row) => ({
      id: String(row.id),
      userId: row.actorId,
      username: row.actorName,
      avatar: row.actorAvatar,
      createdAt: row.createdAt.toISOString(),
      actionType: row.actionType,
      action: row.action,
      target: row.target,
      details: row.details,
      before: row.before,
      after: row.after,
    })),
  };
}
