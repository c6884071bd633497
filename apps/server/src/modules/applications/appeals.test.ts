import type { MyAppeal, MyAppeals } from '@panel/contract/api/appeals';
import { discordEpochMs, type Application } from '@panel/contract/api/applications';
import type { MemberSignal } from '@panel/contract/api/members';
import type { PublicForm } from '@panel/contract/api/forms';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { setBotSettings } from '../../../test/bot-settings';
import { defined } from '../../../test/defined';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { applications } from '../../db/schema/applications';
import { blacklistEntries } from '../../db/schema/blacklist';
import { outbox } from '../../db/schema/deliveries';

const blacklistRoleId = '500000000000000021';
const allowListRoleId = '500000000000000022';
const day = 86_400_000;

const s = useTestApp({
  signIn: ['administrador', 'moderador'],
  env: { DECISION_UNDO_SECONDS: '5' },
  prepare: (t) => setBotSettings(t.database.db, { blacklistRoleId, allowListRoleId }),
});

let form: PublicForm;
beforeAll(async () => {
  form = (await s.call('publicForm', undefined, { params: { formType: 'appeal' } })).json();
});

const answers = () => form.questions.map((q) => ({ questionId: q.id, answer: 'Foi um engano.' }));

async function blacklisted(userId: string): Promise<string> {
  const added = await postEntry(s.t, s.as.administrador, {
    type: 'player',
    target: userId,
    reason: 'Anti-RP recorrente.',
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json<{ id: string }>().id;
}

const myAppeals = async (member: string) => (await s.call('myAppeals', member)).json<MyAppeals>();
const appeal = (member: string, kind: 'blacklist' | 'whitelist', id: string) =>
  s.call('submitAppeal', member, { body: { subject: { kind, id }, answers: answers() } });
const entryOf = async (id: string) =>
  defined(
    (
      await s.t.database.db
        .select()
        .from(blacklistEntries)
        .where(eq(blacklistEntries.id, Number(id)))
    )[0],
  );
const effectsOf = async (userId: string) =>
  (await s.t.database.db.select().from(outbox)).filter(
    (row) => 'userId' in row.effect && row.effect.userId === userId,
  );
const setLimits = (cooldownDays: number, perSubject: number) =>
  s.call('updateAppealLimits', s.as.administrador, { body: { cooldownDays, perSubject } });

describe('appeals', () => {
  it('offers nothing to appeal to a member with no entry and no rejected whitelist', async () => {
    const member = await memberSession(s.t, '930000000000000001');
    expect(await myAppeals(member)).toEqual({ appealable: [], appeals: [] });
    const refused = await appeal(member, 'blacklist', '1');
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toContain('Não há o que contestar');
  });

  it('a blacklisted member appeals; approving it lifts the entry, takes the role off and tells them', async () => {
    const userId = '930000000000000002';
    const member = await memberSession(s.t, userId);
    const entryId = await blacklisted(userId);
    const [subject] = (await myAppeals(member)).appealable;
    expect(subject).toMatchObject({
      kind: 'blacklist',
      id: entryId,
      reason: 'Anti-RP recorrente.',
      appealsUsed: 0,
      appealsAllowed: 3,
      blocked: null,
    });

    const sent = await appeal(member, 'blacklist', entryId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<MyAppeal>()).toMatchObject({ status: 'pending', subjectKind: 'blacklist' });
    // One open at a time: the member sees why, and a second is refused.
    expect((await myAppeals(member)).appealable[0]).toMatchObject({ blocked: 'pending' });
    const again = await appeal(member, 'blacklist', entryId);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'Você já tem uma apelação em análise. Aguarde a resposta da equipe.',
    );

    const listed = await s.call('listAppeals', s.as.moderador, { query: { search: userId } });
    const [entry] = listed.json<Application[]>();
    expect(entry?.appeal).toMatchObject({
      kind: 'blacklist',
      id: entryId,
      reason: 'Anti-RP recorrente.',
      decidedBy: 'Ana Souza',
      attempt: 1,
      appealsAllowed: 3,
    });

    const approved = await s.call('approveAppeal', s.as.moderador, { body: { userId } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await entryOf(entryId)).toMatchObject({
      liftedBy: 'appeal',
      removedByName: 'Bruno Lima',
    });
    const effects = (await effectsOf(userId)).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({ type: 'member.removeRole', roleId: blacklistRoleId }),
    );
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'member.directMessage',
        content:
          'Sua apelação sobre a blacklist foi aceita: você saiu da blacklist e já pode voltar a jogar.',
      }),
    );
    const audits = await s.t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, userId));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'applications.appeal.submit',
        'applications.appeal.approve',
        'blacklist.lift',
      ]),
    );
    expect((await myAppeals(member)).appealable).toEqual([]);
  });

  it('undoing an approved appeal puts the member back on the blacklist', async () => {
    const userId = '930000000000000003';
    const member = await memberSession(s.t, userId);
    const entryId = await blacklisted(userId);
    expect((await appeal(member, 'blacklist', entryId)).statusCode).toBe(200);
    const approved = await s.call('approveAppeal', s.as.moderador, {
      body: { userId, undoable: true },
    });
    const appealId = approved.json<Application>().id;
    expect((await entryOf(entryId)).removedAt).not.toBeNull();
    const undone = await s.call('undoAppealDecision', s.as.moderador, { body: { id: appealId } });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Application>().status).toBe('pending');
    expect(await entryOf(entryId)).toMatchObject({ removedAt: null, liftedBy: null });
    // The lift's effects were held for the window and withdrawn with the decision.
    const removal = (await effectsOf(userId)).find(
      (row) => row.effect.type === 'member.removeRole',
    );
    expect(removal?.status).toBe('discarded');
  });

  it('a rejection starts the cooldown, and the limit stops further appeals, each at its boundary', async () => {
    const userId = '930000000000000004';
    const member = await memberSession(s.t, userId);
    const entryId = await blacklisted(userId);
    expect((await setLimits(30, 2)).statusCode).toBe(200);
    try {
      expect((await appeal(member, 'blacklist', entryId)).statusCode).toBe(200);
      const rejected = await s.call('rejectAppeal', s.as.moderador, {
        body: { userId, reason: 'As provas mostram a infração.' },
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      const decidedAt = Date.parse(defined(rejected.json<Application>().decidedAt));
      const dm = (await effectsOf(userId)).find(
        (row) => row.effect.type === 'member.directMessage',
      );
      expect(dm?.effect).toMatchObject({
        content: expect.stringMatching(
          /^Sua apelação sobre a blacklist foi reprovada\. Motivo: As provas mostram a infração\. Você poderá apelar de novo a partir de \d\d\/\d\d\/\d{4}/,
        ),
      });

      const mine = await myAppeals(member);
      const nextAt = decidedAt + 30 * day;
      expect(mine.appealable[0]).toMatchObject({ appealsUsed: 1, blocked: 'cooldown' });
      expect(Date.parse(defined(mine.appealable[0]?.nextAt))).toBe(nextAt);
      expect(mine.appeals[0]).toMatchObject({ status: 'rejected', subjectKind: 'blacklist' });
      expect(Date.parse(defined(mine.appeals[0]?.reapplyAt))).toBe(nextAt);
      const early = await appeal(member, 'blacklist', entryId);
      expect(early.statusCode).toBe(409);
      expect(messageOf(early)).toContain('Você poderá apelar de novo a partir de');

      // One millisecond before the cooldown ends it still holds; at its end it is over.
      const backdate = (ms: number) =>
        s.t.database.db
          .update(applications)
          .set({ decidedAt: new Date(Date.now() - ms) })
          .where(and(eq(applications.userId, userId), eq(applications.form, 'appeal')));
      await backdate(30 * day - 60_000);
      expect((await myAppeals(member)).appealable[0]?.blocked).toBe('cooldown');
      await backdate(30 * day);
      expect((await myAppeals(member)).appealable[0]?.blocked).toBeNull();

      expect((await appeal(member, 'blacklist', entryId)).statusCode).toBe(200);
      const second = await s.call('rejectAppeal', s.as.moderador, { body: { userId } });
      expect(second.statusCode).toBe(200);
      await backdate(31 * day);
      const last = (await myAppeals(member)).appealable[0];
      expect(last).toMatchObject({ appealsUsed: 2, appealsAllowed: 2, blocked: 'limit' });
      const over = await appeal(member, 'blacklist', entryId);
      expect(over.statusCode).toBe(409);
      expect(messageOf(over)).toBe('Você já usou as 2 apelações permitidas para esta decisão.');
      const dms = (await effectsOf(userId)).filter(
        (row) => row.effect.type === 'member.directMessage',
      );
      expect(dms.at(-1)?.effect).toMatchObject({
        content:
          'Sua apelação sobre a blacklist foi reprovada. Você usou todas as apelações permitidas para esta decisão.',
      });
    } finally {
      await setLimits(30, 3);
    }
  });

  it('a member whose whitelist was rejected appeals it; approving approves the whitelist, undoing rejects it again', async () => {
    const userId = '930000000000000005';
    const member = await memberSession(s.t, userId);
    const whitelistForm = (
      await s.call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    const sent = await s.call('submitWhitelist', member, {
      body: {
        discordUsername: 'apelante',
        walletAddress: '0xabc',
        answers: whitelistForm.questions.map((q) => ({ questionId: q.id, answer: 'Resposta.' })),
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const whitelistId = sent.json<{ id: string }>().id;
    await s.call('rejectAllowlist', s.as.moderador, {
      body: { userId, reason: 'Respostas curtas.' },
    });
    const [subject] = (await myAppeals(member)).appealable;
    expect(subject).toMatchObject({
      kind: 'whitelist',
      id: whitelistId,
      reason: 'Respostas curtas.',
    });

    expect((await appeal(member, 'whitelist', whitelistId)).statusCode).toBe(200);
    const approved = await s.call('approveAppeal', s.as.administrador, {
      body: { userId, undoable: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const whitelistRow = async () =>
      defined(
        (
          await s.t.database.db
            .select()
            .from(applications)
            .where(eq(applications.id, Number(whitelistId)))
        )[0],
      );
    expect(await whitelistRow()).toMatchObject({ status: 'approved', decidedByName: 'Ana Souza' });
    const effects = (await effectsOf(userId)).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({ type: 'member.addRole', roleId: allowListRoleId }),
    );
    // One message tells the member: the appeal's.
    const approvalDms = effects.filter(
      (effect) => effect.type === 'member.directMessage' && effect.content.includes('aprovada'),
    );
    expect(approvalDms).toEqual([
      expect.objectContaining({
        content:
          'Sua apelação sobre a whitelist reprovada foi aceita: sua whitelist foi aprovada. Boas-vindas!',
      }),
    ]);

    const undone = await s.call('undoAppealDecision', s.as.administrador, {
      body: { id: approved.json<Application>().id },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await whitelistRow()).toMatchObject({
      status: 'rejected',
      decidedByName: 'Bruno Lima',
      decisionReason: 'Respostas curtas.',
    });
  });

  it('refuses an entry that is not the member’s, and limits out of bounds with a clear message', async () => {
    const other = '930000000000000006';
    const entryId = await blacklisted(other);
    const member = await memberSession(s.t, '930000000000000007');
    const refused = await appeal(member, 'blacklist', entryId);
    expect(refused.statusCode).toBe(409);
    const bad = await setLimits(30, 0);
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Dados inválidos: O limite deve ser de 1 a 10 apelações.');
    expect((await s.call('appealLimits', s.as.administrador)).json()).toMatchObject({
      perSubject: 3,
      cooldownDays: 30,
    });
  });
});

describe("the review cards' signals", () => {
  /** A Discord id created `daysAgo` days ago: a snowflake's first bits are its time. */
  const createdDaysAgo = (daysAgo: number, n: number) =>
    ((BigInt(Date.now() - daysAgo * day - discordEpochMs) << 22n) + BigInt(n)).toString();

  async function requests(ids: string[]) {
    const whitelistForm = (
      await s.call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    for (const id of ids) {
      const sent = await s.call('submitWhitelist', await memberSession(s.t, id), {
        body: {
          discordUsername: `sinal.${id.slice(-4)}`,
          walletAddress: '0xabc',
          answers: whitelistForm.questions.map((q) => ({ questionId: q.id, answer: 'Resposta.' })),
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
  }

  it('say how old the account is, its earlier rejections and appeals; the list filters and sorts by them', async () => {
    const fresh = createdDaysAgo(3, 1);
    const month = createdDaysAgo(29, 2);
    const old = createdDaysAgo(400, 3);
    await requests([old, fresh, month]);
    // The old account was rejected before and appealed: its earlier request is in the history.
    await s.t.database.db
      .update(applications)
      .set({ status: 'rejected', decidedAt: new Date(Date.now() - 60 * day) })
      .where(and(eq(applications.userId, old), eq(applications.form, 'whitelist')));
    await requests([old]);
    const oldRejected = defined(
      (
        await s.t.database.db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.userId, old), eq(applications.status, 'rejected')))
      )[0],
    );
    await s.t.database.db.insert(applications).values({
      form: 'appeal',
      userId: old,
      username: 'Antigo',
      answers: [],
      status: 'rejected',
      decidedAt: new Date(),
      appealKind: 'whitelist',
      appealSubjectId: oldRejected.id,
      appeal: {
        kind: 'whitelist',
        id: oldRejected.id,
        reason: null,
        decidedAt: null,
        decidedBy: null,
        expiresAt: null,
        evidenceCount: 0,
        attempt: 1,
        appealsAllowed: 3,
        original: null,
      },
    });

    const signals = await s.call('listMemberSignals', s.as.administrador, {
      query: { ids: [fresh, old].join(',') },
    });
    expect(signals.statusCode, signals.body).toBe(200);
    const [freshSignal, oldSignal] = signals.json<MemberSignal[]>();
    const age = (iso: string | undefined) => (Date.now() - Date.parse(iso ?? '')) / day;
    expect(age(freshSignal?.accountCreatedAt)).toBeCloseTo(3, 0);
    expect(freshSignal).toMatchObject({ rejections: 0, appeals: 0, joinedGuildAt: null });
    expect(age(oldSignal?.accountCreatedAt)).toBeCloseTo(400, 0);
    expect(oldSignal).toMatchObject({ rejections: 1, appeals: 1 });

    const page = async (query: Record<string, string>) =>
      (
        await s.call('listAllowlists', s.as.administrador, {
          query: { status: 'pending', limit: 50, ...query },
        })
      )
        .json<Application[]>()
        .map((entry) => entry.userId)
        .filter((id) => [fresh, month, old].includes(id));
    // 29 days is still new; 400 is not (the boundary is `newAccountDays`, 30).
    expect(await page({ signal: 'new_account' })).toEqual([fresh, month]);
    expect(await page({ signal: 'rejected_before' })).toEqual([old]);
    expect(await page({ sort: 'account' })).toEqual([fresh, month, old]);
  });
});
