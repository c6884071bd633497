import type { Application } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds } from '../../../test/sign-in';

let form: PublicForm;
const allowListRoleId = '500000000000000011';

const s = useTestApp({
  signIn: ['administrador', 'moderador'],
  prepare: (t) =>
    setBotSettings(t.database.db, { allowListRoleId, reviewChannelId: '600000000000000009' }),
});

beforeAll(async () => {
  form = (
    await s.call('publicForm', undefined, { params: { formType: 'whitelist' } })
  ).json<PublicForm>();
});

async function requireVotes(approvalsRequired: number, rejectionsRequired: number) {
  const response = await s.call('updateFormTriage', s.as.administrador, {
    params: { formType: 'whitelist' },
    body: {
      passMark: null,
      onFail: 'flag',
      failReason: '',
      autoApprove: false,
      approvalsRequired,
      rejectionsRequired,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A newcomer's whitelist request, sent under the form's current votes. */
async function applicant(id: string): Promise<string> {
  const member = await memberSession(s.t, id);
  const response = await s.call('submitWhitelist', member, {
    body: {
      discordUsername: 'novato',
      walletAddress: '0xabc',
      answers: form.questions.map((q) => ({ questionId: q.id, answer: 'Resposta.' })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

const approve = (cookie: string, userId: string) =>
  s.call('approveAllowlist', cookie, { body: { userId, undoable: true } });
const reject = (cookie: string, userId: string, reason: string) =>
  s.call('rejectAllowlist', cookie, { body: { userId, reason } });
const auditOf = (userId: string, action: string) =>
  s.t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, userId), eq(auditLog.action, action)));

describe('votes', () => {
  it('keeps today’s single decision for a form that needs one vote', async () => {
    await requireVotes(1, 1);
    const userId = await applicant('910000000000000001');
    const response = await approve(s.as.moderador, userId);
    expect(response.json<Application>()).toMatchObject({ status: 'approved', votes: [] });
  });

  it('records a vote, refuses the same vote twice, and decides at the count', async () => {
    await requireVotes(2, 1);
    const userId = await applicant('910000000000000002');
    const first = await approve(s.as.moderador, userId);
    expect(first.statusCode).toBe(200);
    expect(first.json<Application>()).toMatchObject({
      status: 'pending',
      votes: [{ staffId: demoIds.moderador, staffName: 'Bruno Lima', vote: 'approve' }],
      votesRequired: { approve: 2, reject: 1 },
    });
    const [vote] = await auditOf(userId, 'applications.whitelist.vote');
    expect(vote?.details).toBe(
      'Votou para aprovar a whitelist de Membro 002 (910000000000000002) (1 de 2)',
    );
    // The review message shows the vote, and no role is given yet.
    const effects = (
      await s.t.database.db
        .select({ effect: outbox.effect })
        .from(outbox)
        .where(eq(outbox.requestId, String(first.headers['x-request-id'])))
    ).map((row) => row.effect);
    expect(effects.map((effect) => effect.type)).not.toContain('member.addRole');

    const again = await approve(s.as.moderador, userId);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Você já votou para aprovar esta whitelist.');

    const second = await approve(s.as.administrador, userId);
    expect(second.json<Application>()).toMatchObject({
      status: 'approved',
      decidedBy: 'Ana Souza',
      votes: [{ vote: 'approve' }, { staffId: demoIds.administrador, vote: 'approve' }],
    });
    expect(await auditOf(userId, 'applications.whitelist.approve')).toHaveLength(1);
  });

  it('rejects with one rejection when the form says so, whatever the approvals', async () => {
    await requireVotes(2, 1);
    const userId = await applicant('910000000000000003');
    await approve(s.as.moderador, userId);
    const response = await reject(s.as.administrador, userId, 'Respostas copiadas.');
    expect(response.json<Application>()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Respostas copiadas.',
      votes: [{ vote: 'approve' }, { vote: 'reject', reason: 'Respostas copiadas.' }],
    });
  });

  it('lets a staff member change their vote, and counts rejections to their own mark', async () => {
    await requireVotes(2, 2);
    const userId = await applicant('910000000000000004');
    await reject(s.as.moderador, userId, 'Curta demais.');
    const changed = await approve(s.as.moderador, userId);
    expect(changed.json<Application>()).toMatchObject({
      status: 'pending',
      votes: [{ staffId: demoIds.moderador, vote: 'approve', reason: null }],
    });
    await reject(s.as.moderador, userId, 'Pensando melhor, curta demais.');
    const decided = await reject(s.as.administrador, userId, 'Sem história.');
    expect(decided.json<Application>()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Sem história.',
    });
  });

  it('undoes a vote, and the vote that decided goes with its decision', async () => {
    await requireVotes(2, 1);
    const userId = await applicant('910000000000000005');
    const first = await approve(s.as.moderador, userId);
    const id = first.json<Application>().id;
    const unvoted = await s.call('undoAllowlistDecision', s.as.moderador, { body: { id } });
    expect(unvoted.statusCode, unvoted.body).toBe(200);
    expect(unvoted.json<Application>()).toMatchObject({ status: 'pending', votes: [] });
    expect((await auditOf(userId, 'applications.whitelist.undo'))[0]?.details).toBe(
      'Desfez o voto para aprovar da whitelist de Membro 005 (910000000000000005)',
    );

    await approve(s.as.moderador, userId);
    const decided = await approve(s.as.administrador, userId);
    expect(decided.json<Application>().status).toBe('approved');
    const undone = await s.call('undoAllowlistDecision', s.as.administrador, { body: { id } });
    expect(undone.json<Application>()).toMatchObject({
      status: 'pending',
      votes: [{ staffId: demoIds.moderador, vote: 'approve' }],
    });
    // Another's vote is not theirs to undo.
    const notMine = await s.call('undoAllowlistDecision', s.as.administrador, { body: { id } });
    expect(notMine.statusCode).toBe(409);
  });

  it('undoes a bulk approval that was only votes: each vote is taken back', async () => {
    await requireVotes(2, 1);
    const ids = await Promise.all(['910000000000000007', '910000000000000008'].map(applicant));
    const listed = (
      await s.call('listAllowlists', s.as.moderador, { query: { limit: '100' } })
    ).json<Application[]>();
    const entries = listed
      .filter((entry) => ids.includes(entry.userId))
      .map(({ userId, id }) => ({ userId, id }));
    const bulk = await s.call('approveManyAllowlists', s.as.moderador, { body: { entries } });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const undone = await s.call('undoAction', s.as.moderador, {
      params: { id: String(bulk.headers['x-request-id']) },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const after = (
      await s.call('listAllowlists', s.as.moderador, { query: { limit: '100' } })
    ).json<Application[]>();
    for (const userId of ids) {
      expect(after.find((entry) => entry.userId === userId)).toMatchObject({
        status: 'pending',
        votes: [],
      });
    }
  });

  it('keeps the votes an application was sent needing when the form changes', async () => {
    await requireVotes(2, 1);
    const userId = await applicant('910000000000000006');
    await requireVotes(1, 1);
    const response = await approve(s.as.moderador, userId);
    expect(response.json<Application>()).toMatchObject({
      status: 'pending',
      votesRequired: { approve: 2, reject: 1 },
    });
  });
});
