import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { auditLog } from '../../db/schema/audit';
import { tokenRedemptions, tokens } from '../../db/schema/tokens';

/** Only a real PostgreSQL runs these in parallel (SECURITY.md 18). */
describe.skipIf(testDatabaseKind !== 'postgres')('redemption races on PostgreSQL', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCaller>;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
  });
  afterAll(() => t.close());

  it('lets exactly 5 of 50 members redeem a code with 5 uses', async () => {
    const [code] = await t.database.db
      .insert(tokens)
      .values({
        token: 'Corrid',
        type: 'invite',
        maxUses: 5,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const cookies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        memberSession(t, String(400000000000000000n + BigInt(i))),
      ),
    );
    const responses = await Promise.all(
      cookies.map((cookie) => call('redeemToken', cookie, { body: { token: 'Corrid' } })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(200), ...Array<number>(45).fill(409)]);
    const [row] = await t.database.db.select().from(tokens).where(eq(tokens.id, code!.id));
    expect(row?.uses).toBe(5);
    const redemptions = await t.database.db
      .select()
      .from(tokenRedemptions)
      .where(eq(tokenRedemptions.tokenId, code!.id));
    expect(redemptions).toHaveLength(5);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'tokens.redeem'));
    expect(audits).toHaveLength(5);
  });

  it('lets one of 20 members redeem a single-use drawn code typed in different cases', async () => {
    // Drawn by the panel: redeemed in any case (docs/decisions/2026-11-28-codes-case.md).
    const [code] = await t.database.db
      .insert(tokens)
      .values({
        token: 'RHX4TN',
        type: 'invite',
        maxUses: 1,
        generated: true,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const spellings = ['RHX4TN', 'rhx4tn', 'Rhx4Tn', 'rHX4tN'];
    const cookies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        memberSession(t, String(420000000000000000n + BigInt(i))),
      ),
    );
    const responses = await Promise.all(
      cookies.map((cookie, i) =>
        call('redeemToken', cookie, { body: { token: spellings[i % spellings.length] } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    const [row] = await t.database.db.select().from(tokens).where(eq(tokens.id, code!.id));
    expect(row?.uses).toBe(1);
    const redemptions = await t.database.db
      .select()
      .from(tokenRedemptions)
      .where(eq(tokenRedemptions.tokenId, code!.id));
    expect(redemptions).toHaveLength(1);
  });

  it('never lets a typed and a drawn code with the same letters be created at once', async () => {
    const cookie = await memberSession(t, '430000000000000001');
    const values = (token: string, generated: boolean) => ({
      token,
      type: 'invite' as const,
      maxUses: 1,
      generated,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const settled = await Promise.allSettled([
      t.database.db.insert(tokens).values(values('PMK7WC', true)).returning(),
      t.database.db.insert(tokens).values(values('pmk7wc', false)).returning(),
      t.database.db.insert(tokens).values(values('PmK7wC', false)).returning(),
    ]);
    const rows = await t.database.db.select().from(tokens);
    const same = rows.filter((row) => row.token.toUpperCase() === 'PMK7WC');
    // Either the drawn one alone, or the typed ones alone: never both kinds.
    expect(new Set(same.map((row) => row.generated)).size).toBe(1);
    expect(settled.some((result) => result.status === 'fulfilled')).toBe(true);
    const answer = await call('redeemToken', cookie, { body: { token: 'pmk7wc' } });
    expect(answer.statusCode).toBe(200);
  });

  it('lets one member redeem a code once even when sending it 8 times at once', async () => {
    await t.database.db.insert(tokens).values({
      token: 'Repete',
      type: 'invite',
      maxUses: 10,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const cookie = await memberSession(t, '410000000000000001');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => call('redeemToken', cookie, { body: { token: 'Repete' } })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    // Up to 5 failures, then the block (423) may start: never a second success.
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const [row] = await t.database.db.select().from(tokens).where(eq(tokens.token, 'Repete'));
    expect(row?.uses).toBe(1);
  });
});
