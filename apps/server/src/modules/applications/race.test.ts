import type { Application } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { apiCaller } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { demoIds, signIn } from '../../../test/sign-in';
import { demoApplicant } from '../../../test/demo-members';

/**
 * Races only mean something on a real PostgreSQL: PGlite runs every connection through
 * one session, so there nothing ever runs in parallel (SECURITY.md 18).
 */
describe.skipIf(testDatabaseKind !== 'postgres')('races on PostgreSQL', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiCaller>;
  const parallel = 8;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    await setBotSettings(t.database.db, {
      allowListRoleId: '500000000000000001',
      pendingRoleId: '500000000000000002',
      allowListApprovedChannelId: '600000000000000001',
    });
  });
  afterAll(() => t.close());

  it('lets exactly one of parallel approvals of one entry through', async () => {
    const cookies = await Promise.all([
      signIn(t.app, demoIds.administrador),
      signIn(t.app, demoIds.moderador),
    ]);
    const userId = demoApplicant(1);
    const responses = await Promise.all(
      Array.from({ length: parallel }, (_, i) =>
        call('approveAllowlist', cookies[i % 2], { body: { userId } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(parallel - 1).fill(409)]);
    const winner = responses.find((response) => response.statusCode === 200)!;

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'applications.whitelist.approve'), eq(auditLog.target, userId)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.requestId).toBe(winner.headers['x-request-id']);
    // Every effect a request queued (the demo's own have none) is the winner's.
    const effects = await t.database.db.select().from(outbox).where(isNotNull(outbox.requestId));
    expect(effects.map((row) => row.effect.type)).toEqual([
      'member.addRole',
      'member.removeRole',
      'channel.message',
      'member.directMessage',
    ]);
    expect(new Set(effects.map((row) => row.requestId))).toEqual(
      new Set([winner.headers['x-request-id']]),
    );
  });

  it('decides exactly once when the votes that reach the count come at once', async () => {
    const [admin, moderator] = await Promise.all([
      signIn(t.app, demoIds.administrador),
      signIn(t.app, demoIds.moderador),
    ]);
    const votes = {
      passMark: null,
      onFail: 'flag',
      failReason: '',
      autoApprove: false,
      approvalsRequired: 2,
      rejectionsRequired: 1,
    };
    expect(
      (await call('updateFormTriage', admin, { params: { formType: 'whitelist' }, body: votes }))
        .statusCode,
    ).toBe(200);
    const form = (
      await call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    for (let round = 0; round < 5; round += 1) {
      const userId = `92000000000000000${round}`;
      const member = await memberSession(t, userId);
      const sent = await call('submitWhitelist', member, {
        body: {
          discordUsername: 'novato',
          walletAddress: '0xabc',
          answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Resposta.' })),
        },
      });
      expect(sent.statusCode).toBe(200);
      const responses = await Promise.all(
        [admin, moderator].map((cookie) => call('approveAllowlist', cookie, { body: { userId } })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const statuses = responses.map((response) => response.json<Application>().status).sort();
      expect(statuses).toEqual(['approved', 'pending']);
      const [row] = await t.database.db
        .select()
        .from(applications)
        .where(and(eq(applications.userId, userId), eq(applications.form, 'whitelist')));
      expect(row?.status).toBe('approved');
      expect(row?.votes.map((vote) => vote.staffId).sort()).toEqual(
        [demoIds.administrador, demoIds.moderador].sort(),
      );
      const approvals = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'applications.whitelist.approve'), eq(auditLog.target, userId)),
        );
      expect(approvals).toHaveLength(1);
      const roles = await t.database.db.select().from(outbox).where(isNotNull(outbox.requestId));
      expect(
        roles.filter(
          (effect) =>
            effect.effect.type === 'member.addRole' &&
            effect.effect.userId === userId &&
            effect.effect.roleId === '500000000000000001',
        ),
      ).toHaveLength(1);
    }
    votes.approvalsRequired = 1;
    await call('updateFormTriage', admin, { params: { formType: 'whitelist' }, body: votes });
  });

  it('keeps one pending application when a member sends several at once', async () => {
    const member = await signIn(t.app, demoIds.membro);
    const form = (
      await call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    const body = {
      discordUsername: 'diego.membro',
      walletAddress: '0xabc',
      answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Resposta.' })),
    };
    const responses = await Promise.all(
      Array.from({ length: parallel }, () => call('submitWhitelist', member, { body })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(parallel - 1).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json<{ message: string }>().message).toContain('pendente');
    }
    const rows = await t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.userId, demoIds.membro), eq(applications.form, 'whitelist')));
    expect(rows).toHaveLength(1);
  });
});
