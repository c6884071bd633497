import { readFileSync } from 'node:fs';
import {
  auditEntryType,
  rejectionsWrittenAsUpdates,
  type AuditActionType,
  type AuditPage,
} from '@panel/contract/api/audit';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { auditCounts, auditLog, entryTypeOf } from '../../db/schema/audit';
import { useTestApp } from '../../../test/use-test-app';
import { urlOf } from '../../../test/api';

const joana = '111111111111111111';
const marcos = '222222222222222222';
const member = '333333333333333333';
const base = Date.parse('2026-02-10T12:00:00Z');

/**
 * Twelve entries a minute apart: rejections written as `update` before they had their type
 * (0, 3, 6), rejections written as `reject` (1, 7), revocations and undos, which stay updates
 * (2, 4, 8, 10), approvals (5, 11) and a cancelled ticket (9), an update. Joana acts on even
 * minutes, Marcos on odd ones; every entry is about the member.
 */
const entries: [AuditActionType, string][] = [
  ['update', 'applications.whitelist.reject'],
  ['reject', 'applications.insertion.reject'],
  ['update', 'applications.whitelist.revoke'],
  ['update', 'tickets.reject'],
  ['update', 'applications.whitelist.undo'],
  ['approve', 'applications.whitelist.approve'],
  ['update', 'applications.insertion.reject'],
  ['reject', 'tickets.reject'],
  ['update', 'tickets.undo'],
  ['update', 'tickets.cancel'],
  ['update', 'store.purchase.refund'],
  ['approve', 'tickets.approve'],
];

const s = useTestApp({
  seed: false,
  signIn: ['administrador'],
  prepare: async () => {
    await s.t.database.db.insert(auditLog).values(
      entries.map(([actionType, action], i) => ({
        createdAt: new Date(base + i * 60_000),
        actorId: i % 2 === 0 ? joana : marcos,
        actorName: i % 2 === 0 ? 'Joana Prado' : 'Marcos Vale',
        actionType,
        action,
        target: member,
        details: `Decisão número ${i}`,
      })),
    );
  },
});

async function page(query: string): Promise<AuditPage> {
  const response = await s.t.app.inject({
    method: 'GET',
    url: `${urlOf('auditLogs')}${query}`,
    headers: { cookie: s.as.administrador },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>();
}

const numbers = (p: AuditPage) => p.logs.map((log) => Number(log.details.split(' ').at(-1)));

describe('rejections in the audit log', () => {
  it('lists the rejections of both kinds under their type, counted exactly', async () => {
    const rejections = await page('?type=reject&limit=50');
    expect(numbers(rejections)).toEqual([7, 6, 3, 1, 0]);
    expect(rejections.total).toBe(5);
    expect(rejections.logs.every((log) => log.actionType === 'reject')).toBe(true);
    // An older rejection keeps its row: only the type it is shown under changed.
    expect(rejections.logs.at(-1)).toMatchObject({
      action: 'applications.whitelist.reject',
      actionType: 'reject',
    });
    const paged = await page('?type=reject&limit=5&page=2');
    expect(paged).toMatchObject({ total: 5, logs: [] });
  });

  it('leaves the older rejections out of the updates', async () => {
    const updates = await page('?type=update&limit=50');
    expect(numbers(updates)).toEqual([10, 9, 8, 4, 2]);
    expect(updates.total).toBe(5);
    expect(numbers(await page('?type=approve&limit=50'))).toEqual([11, 5]);
    // Every entry is shown under one type.
    const all = await page('?limit=50&signIns=hide');
    expect(all.total).toBe(entries.length);
    expect(all.logs.find((log) => log.details === 'Decisão número 3')?.actionType).toBe('reject');
  });

  it('finds rejections by member, period, search and Discord id alike', async () => {
    expect(numbers(await page(`?type=reject&actorId=${joana}&limit=50`))).toEqual([6, 0]);
    expect(numbers(await page(`?type=reject&actorId=${marcos}&limit=50`))).toEqual([7, 3, 1]);
    expect(numbers(await page(`?type=update&actorId=${joana}&limit=50`))).toEqual([10, 8, 4, 2]);
    const period = `from=${new Date(base + 2 * 60_000).toISOString()}&to=${new Date(base + 6 * 60_000).toISOString()}`;
    expect(numbers(await page(`?type=reject&${period}&limit=50`))).toEqual([6, 3]);
    expect(numbers(await page('?type=reject&search=decisão número&limit=50'))).toEqual([
      7, 6, 3, 1, 0,
    ]);
    expect(numbers(await page(`?type=reject&search=${member}&limit=50`))).toEqual([7, 6, 3, 1, 0]);
    expect(numbers(await page(`?type=update&search=${marcos}&limit=50`))).toEqual([9]);
  });

  it('counts each new entry under the type it is shown under', async () => {
    const counts = await s.t.database.db.select().from(auditCounts);
    const exact = await queryRows<{ type: string; total: string | number }>(
      s.t.database.db,
      sql`select audit_entry_type(action_type, action) as type, count(*) as total
        from audit_log group by 1`,
    );
    const byType = (rows: { type: string; total: string | number }[]) =>
      Object.fromEntries(rows.map((row) => [row.type, Number(row.total)]));
    expect(byType(counts.map((row) => ({ type: row.actionType, total: row.total })))).toMatchObject(
      byType(exact),
    );
    expect(byType(exact)).toMatchObject({ reject: 5, update: 5, approve: 2 });
  });

  it('reads the older rejections in SQL as the contract does', async () => {
    const samples: [AuditActionType, string][] = [
      ...rejectionsWrittenAsUpdates.map((action): [AuditActionType, string] => ['update', action]),
      ...rejectionsWrittenAsUpdates.map((action): [AuditActionType, string] => ['approve', action]),
      ['update', 'applications.whitelist.revoke'],
      ['update', 'tickets.cancel'],
      ['reject', 'tickets.reject'],
      ['delete', 'tokens.delete'],
    ];
    for (const [actionType, action] of samples) {
      const [row] = await queryRows<{ type: string }>(
        s.t.database.db,
        sql`select audit_entry_type(${actionType}, ${action}) as type`,
      );
      expect(row?.type, `${actionType} ${action}`).toBe(auditEntryType(actionType, action));
    }
  });

  it('moves the older rejections from the updates to the rejections once, when migrated', async () => {
    const migration = readFileSync(
      new URL('../../db/migrations/0045_audit_rejections.sql', import.meta.url),
      'utf8',
    );
    const move = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(move).toMatch(/^\s*WITH moved AS/);
    // The counters as the migration finds them: the three older rejections counted as updates
    // (and, here, the two written as `reject` already counted as such).
    const db = s.t.database.db;
    await db.execute(sql`update audit_counts set total = total + 3 where action_type = 'update'`);
    await db.execute(sql`update audit_counts set total = total - 3 where action_type = 'reject'`);
    await db.execute(sql.raw(move));
    const after = await db.select().from(auditCounts);
    const total = (type: string) => after.find((row) => row.actionType === type)?.total;
    expect(total('reject')).toBe(5);
    expect(total('update')).toBe(5);
  });

  it('serves a type filter from the type indexes, newest first', async () => {
    const plans = await s.t.database.db.transaction(async (tx) => {
      // The table is small: the planner is told to use an index wherever one can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const explain = async (where: SQL) => {
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain select id from audit_log where ${where}
            order by created_at desc, id desc limit 5`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      return [
        await explain(sql`${entryTypeOf(auditLog)} = 'reject'`),
        await explain(sql`${auditLog.actorId} = ${joana} and ${entryTypeOf(auditLog)} = 'reject'`),
      ];
    });
    expect(plans[0]).toMatch(/Index Scan Backward using audit_log_entry_type_created_at_idx/);
    // Either type index serves one member's entries of a type; which, the sizes decide.
    expect(plans[1]).toMatch(
      /Index Scan Backward using audit_log_(actor_)?entry_type_created_at_idx/,
    );
    expect(plans.join('\n')).not.toMatch(/\bSort\b/);
  });
});
