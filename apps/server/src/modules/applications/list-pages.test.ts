import type { Application } from '@panel/contract/api/applications';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { applicationCounts, applications } from '../../db/schema/applications';
import { users } from '../../db/schema/users';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
const member = '300000000000000001';

const version = async (status: 'pending' | 'approved') => {
  const [row] = await t.database.db
    .select({ version: applicationCounts.version })
    .from(applicationCounts)
    .where(and(eq(applicationCounts.form, 'whitelist'), eq(applicationCounts.status, status)));
  return row?.version ?? 0;
};
const names = async (status = 'pending') =>
  (await call('listAllowlists', admin, { query: `status=${status}` }))
    .json<Application[]>()
    .map((entry) => entry.username);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  call = apiCaller(t);
  await t.database.db.insert(users).values([
    {
      id: demoIds.administrador,
      username: 'ana',
      displayName: 'Ana Souza',
      roleName: 'administrador',
    },
    { id: member, username: 'membro' },
  ]);
  admin = await signIn(t.app, demoIds.administrador);
});

afterAll(async () => {
  await t.close();
});

describe('the staff lists kept in memory', () => {
  it('raise the version of a form and status with every change to its entries', async () => {
    const db = t.database.db;
    const start = await version('pending');
    await db.insert(applications).values({
      form: 'whitelist',
      userId: member,
      username: 'Primeiro Nome',
      answers: [],
    });
    const inserted = await version('pending');
    expect(inserted).toBeGreaterThan(start);
    // A change that keeps the status still changes what the page shows.
    await db
      .update(applications)
      .set({ username: 'Outro Nome' })
      .where(eq(applications.userId, member));
    expect(await version('pending')).toBeGreaterThan(inserted);
    const approvedBefore = await version('approved');
    await db
      .update(applications)
      .set({ status: 'approved', decidedAt: new Date() })
      .where(eq(applications.userId, member));
    expect(await version('approved')).toBeGreaterThan(approvedBefore);
    const approved = await version('approved');
    await db.delete(applications).where(eq(applications.userId, member));
    expect(await version('approved')).toBeGreaterThan(approved);
  });

  it('answer every change at once, however it was written', async () => {
    const db = t.database.db;
    await db.insert(applications).values({
      form: 'whitelist',
      userId: member,
      username: 'Nome Antigo',
      answers: [],
    });
    expect(await names()).toEqual(['Nome Antigo']);
    expect(await names()).toEqual(['Nome Antigo']);
    // Written straight to the database, as another process would: no announcement reaches this one.
    await db.execute(sql`update applications set username = 'Nome Novo' where user_id = ${member}`);
    expect(await names()).toEqual(['Nome Novo']);
    const approved = await call('approveAllowlist', admin, { body: { userId: member } });
    expect(approved.statusCode).toBe(200);
    expect(await names()).toEqual([]);
    expect(await names('approved')).toEqual(['Nome Novo']);
  });

  it('keep a page while its version holds', async () => {
    const db = t.database.db;
    await db.execute(sql`update applications set status = 'pending' where user_id = ${member}`);
    expect(await names()).toEqual(['Nome Novo']);
    // A change the triggers do not see leaves the version as it was: the kept page answers.
    await db.execute(sql`alter table applications disable trigger applications_count_update`);
    try {
      await db.execute(
        sql`update applications set username = 'Invisível' where user_id = ${member}`,
      );
    } finally {
      await db.execute(sql`alter table applications enable trigger applications_count_update`);
    }
    expect(await names()).toEqual(['Nome Novo']);
    expect(await names('pending&limit=10')).toEqual(['Invisível']);
  });

  it('raise every version and empty the totals when the table is truncated', async () => {
    const db = t.database.db;
    expect(await names()).toEqual(['Nome Novo']);
    const pending = await version('pending');
    await db.execute(sql`truncate applications cascade`);
    expect(await version('pending')).toBeGreaterThan(pending);
    expect(await names()).toEqual([]);
    const response = await call('listAllowlists', admin);
    expect(response.headers['x-total-count']).toBe('0');
  });
});
