import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { applications } from '../db/schema/applications';
import { auditLog } from '../db/schema/audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entriesOf = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('demo seed', () => {
  it('leaves the audit history of its applications, at the times they happened', async () => {
    expect(await entriesOf('applications.whitelist.submit')).toHaveLength(18);
    expect(await entriesOf('applications.insertion.submit')).toHaveLength(6);
    const approvals = await entriesOf('applications.whitelist.approve');
    const rejections = await entriesOf('applications.whitelist.reject');
    expect(approvals).toHaveLength(6);
    expect(rejections).toHaveLength(5);

    const [approved] = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.status, 'approved'), eq(applications.form, 'whitelist')))
      .limit(1);
    const entry = approvals.find((row) => row.target === approved?.userId);
    expect(entry).toMatchObject({
      actorName: approved?.decidedByName,
      actionType: 'approve',
      details: `Aprovou a whitelist de ${approved?.username} (${approved?.userId})`,
    });
    expect(entry?.createdAt.getTime()).toBe(approved?.decidedAt?.getTime());
    expect(rejections[0]?.details).toMatch(/^Reprovou a whitelist de .+: Respostas muito curtas/);
  });
});
