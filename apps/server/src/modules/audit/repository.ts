import type { AuditActionType, AuditPage } from '@panel/contract/api/audit';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditCounts, auditLog } from '../../db/schema/audit';

/** The searched text; the same expression as the trigram index, so the index serves it. */
const auditSearchText = sql`(${auditLog.actorName} || ' ' || coalesce(${auditLog.actorId}, '') || ' ' || ${auditLog.details})`;

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

async function countMatches(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(auditLog).where(where);
  return row?.value ?? 0;
}

export async function findAuditPage(db: Executor, filter: AuditFilter): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(auditLog.actionType, filter.type));
  const search = filter.search?.trim();
  if (search) conditions.push(sql`${auditSearchText} ilike ${`%${escapeLike(search)}%`}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, total] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    search ? countMatches(db, where) : countByType(db, filter.type),
  ]);
  return {
    total,
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
