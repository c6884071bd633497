import type { Application } from '@panel/contract/api/applications';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { botSettings } from '../../db/schema/bot-settings';
import { messageOf, urlOf } from '../../../test/api';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';

const applicant = (n: number) => `20000000000000000${n}`;
const settings = {
  allowListRoleId: '500000000000000001',
  pendingRoleId: '500000000000000002',
  groupLeadRoleId: '500000000000000003',
  developerRoleId: '500000000000000004',
  allowListApprovedChannelId: '600000000000000001',
  allowListRejectedChannelId: '600000000000000002',
};

const s = useTestApp({ signIn: ['moderador'] });
beforeAll(async () => {
  await setBotSettings(s.t.database.db, settings);
});

const outboxCount = async () => (await s.t.database.db.select().from(outbox)).length;
const rowsOf = (requestId: string) =>
  s.t.database.db
    .select({ status: outbox.status, missingSetting: outbox.missingSetting, effect: outbox.effect })
    .from(outbox)
    .where(eq(outbox.requestId, requestId))
    .orderBy(outbox.id);
const effectsOf = async (requestId: string) => (await rowsOf(requestId)).map((row) => row.effect);
/** An outbox row not sent because `missingSetting` is not configured. */
const skipped = (missingSetting: string, effect: object) => ({
  status: 'skipped',
  missingSetting,
  effect,
});
const pending = (effect: object) => ({ status: 'pending', missingSetting: null, effect });
const auditFor = (requestId: string) =>
  s.t.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));

describe('whitelist decisions', () => {
  it('approves: status, audit and the Discord effects commit together', async () => {
    const response = await s.call('approveAllowlist', s.as.moderador, {
      body: {
        userId: applicant(1),
      },
    });
    expect(response.statusCode).toBe(200);
    const decided = response.json<Application>();
    expect(decided).toMatchObject({
      userId: applicant(1),
      status: 'approved',
      decidedBy: 'Bruno Lima',
      decisionReason: null,
    });
    expect(decided.decidedAt).not.toBeNull();
    const requestId = String(response.headers['x-request-id']);
    const [entry, ...more] = await auditFor(requestId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actionType: 'approve',
      action: 'applications.whitelist.approve',
      target: applicant(1),
      details: `Aprovou a whitelist de ${decided.username} (${applicant(1)})`,
      after: { id: decided.id, status: 'approved' },
    });
    expect(await effectsOf(requestId)).toEqual([
      {
        type: 'member.addRole',
        userId: applicant(1),
        roleId: settings.allowListRoleId,
        reason: 'Whitelist aprovada',
      },
      {
        type: 'member.removeRole',
        userId: applicant(1),
        roleId: settings.pendingRoleId,
        reason: 'Whitelist aprovada',
      },
      {
        type: 'channel.message',
        channelId: settings.allowListApprovedChannelId,
        content: `<@${applicant(1)}> teve a whitelist aprovada ✅.`,
      },
      {
        type: 'member.directMessage',
        userId: applicant(1),
        content: 'Sua solicitação de whitelist foi aprovada. Boas-vindas!',
        fallbackChannelId: settings.allowListApprovedChannelId,
      },
    ]);
  });

  it('refuses staff deciding on their own application, and changes nothing', async () => {
    await s.t.database.db.insert(applications).values({
      form: 'whitelist',
      userId: demoIds.moderador,
      username: 'Bruno Lima',
      answers: [],
    });
    const outboxBefore = await outboxCount();
    for (const url of [urlOf('approveAllowlist'), urlOf('rejectAllowlist')]) {
      const response = await s.call('POST', url, s.as.moderador, { userId: demoIds.moderador });
      expect(response.statusCode).toBe(403);
      expect(messageOf(response)).toBe('Você não pode decidir sobre a sua própria whitelist.');
    }
    const [own] = await s.t.database.db
      .select()
      .from(applications)
      .where(eq(applications.userId, demoIds.moderador));
    expect(own?.status).toBe('pending');
    expect(await outboxCount()).toBe(outboxBefore);
    // Another member of staff may.
    const admin = await signIn(s.t.app, demoIds.administrador);
    const decided = await s.call('approveAllowlist', admin, {
      body: {
        userId: demoIds.moderador,
      },
    });
    expect(decided.statusCode).toBe(200);
  });

  it('answers a second decision with 409 and causes nothing', async () => {
    const outboxBefore = await outboxCount();
    for (const url of [urlOf('approveAllowlist'), urlOf('rejectAllowlist')]) {
      const response = await s.call('POST', url, s.as.moderador, { userId: applicant(1) });
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(
        'Esta whitelist já foi aprovada por Bruno Lima. Atualize a lista.',
      );
      expect(await auditFor(String(response.headers['x-request-id']))).toEqual([]);
    }
    expect(await outboxCount()).toBe(outboxBefore);
  });

  it('rejects with a reason: audit "reject" naming the member, channel post and DM', async () => {
    const response = await s.call('rejectAllowlist', s.as.moderador, {
      body: {
        userId: applicant(2),
        reason: '  Respostas muito curtas.  ',
      },
    });
    expect(response.json()).toMatchObject({
      status: 'rejected',
      decisionReason: 'Respostas muito curtas.',
    });
    const requestId = String(response.headers['x-request-id']);
    const [entry] = await auditFor(requestId);
    expect(entry).toMatchObject({ actionType: 'reject', action: 'applications.whitelist.reject' });
    expect(entry?.details).toMatch(
      /^Reprovou a whitelist de .+ \(200000000000000002\): Respostas muito curtas\.$/,
    );
    const effects = await effectsOf(requestId);
    expect(effects.map((e) => e.type)).toEqual([
      'member.removeRole',
      'channel.message',
      'member.directMessage',
    ]);
    expect(effects[1]).toMatchObject({ channelId: settings.allowListRejectedChannelId });
    expect(effects[2]).toMatchObject({ fallbackChannelId: settings.allowListRejectedChannelId });
    expect((effects[2] as { content: string }).content).toMatch(
      /^Sua solicitação de whitelist foi reprovada\. Motivo: Respostas muito curtas\. Você poderá enviar uma nova a partir de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(horário de Brasília\)\.$/,
    );
  });

  it('pins one entry by id, answers 404 when there is none, refuses bad bodies', async () => {
    const [row] = await s.t.database.db
      .select()
      .from(applications)
      .where(and(eq(applications.userId, applicant(3)), eq(applications.form, 'whitelist')));
    const wrongId = await s.call('approveAllowlist', s.as.moderador, {
      body: {
        userId: applicant(4),
        id: String(row!.id),
      },
    });
    expect(wrongId.statusCode).toBe(404);
    expect(messageOf(wrongId)).toBe('Nenhuma whitelist pendente encontrada para este usuário.');
    const pinned = await s.call('approveAllowlist', s.as.moderador, {
      body: {
        userId: applicant(3),
        id: String(row!.id),
      },
    });
    expect(pinned.statusCode).toBe(200);
    const nobody = await s.call('approveAllowlist', s.as.moderador, {
      body: {
        userId: demoIds.visitante,
      },
    });
    expect(nobody.statusCode).toBe(404);
    for (const body of [
      {},
      { userId: 'abc' },
      { userId: applicant(4), reason: 'x' },
      { userId: applicant(4), extra: true },
    ]) {
      const response = await s.call('approveAllowlist', s.as.moderador, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const long = await s.call('rejectAllowlist', s.as.moderador, {
      body: {
        userId: applicant(4),
        reason: 'x'.repeat(501),
      },
    });
    expect(messageOf(long)).toContain('no máximo 500 caracteres');
  });

  it('records the effects whose ids are not configured as skipped, naming the setting', async () => {
    await s.t.database.db.update(botSettings).set({ settings: {} });
    try {
      const response = await s.call('approveAllowlist', s.as.moderador, {
        body: {
          userId: applicant(4),
        },
      });
      expect(response.statusCode).toBe(200);
      const userId = applicant(4);
      const reason = 'Whitelist aprovada';
      expect(await rowsOf(String(response.headers['x-request-id']))).toEqual([
        skipped('allowListRoleId', { type: 'member.addRole', userId, roleId: '', reason }),
        skipped('pendingRoleId', { type: 'member.removeRole', userId, roleId: '', reason }),
        skipped(
          'allowListApprovedChannelId',
          expect.objectContaining({ type: 'channel.message', channelId: '' }),
        ),
        pending(expect.objectContaining({ type: 'member.directMessage', fallbackChannelId: null })),
      ]);
    } finally {
      await s.t.database.db.update(botSettings).set({ settings });
    }
  });
});

describe('insertion decisions', () => {
  it('approves with the role of the application', async () => {
    await s.t.database.db
      .update(applications)
      .set({ roleName: 'groupLead' })
      .where(and(eq(applications.userId, applicant(1)), eq(applications.form, 'insertion')));
    const response = await s.call('approveInsertion', s.as.moderador, {
      body: {
        userId: applicant(1),
      },
    });
    expect(response.json()).toMatchObject({ status: 'approved', roleName: 'groupLead' });
    const requestId = String(response.headers['x-request-id']);
    expect((await rowsOf(requestId)).map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(await effectsOf(requestId)).toEqual([
      {
        type: 'member.addRole',
        userId: applicant(1),
        roleId: settings.groupLeadRoleId,
        reason: 'Inscrição aprovada',
      },
      {
        type: 'member.directMessage',
        userId: applicant(1),
        content: 'Sua inscrição para o cargo Group Lead foi aprovada. Boas-vindas!',
        fallbackChannelId: null,
      },
    ]);
    const [entry] = await auditFor(requestId);
    expect(entry).toMatchObject({ actionType: 'approve' });
    expect(entry?.details).toMatch(
      /^Aprovou a inscrição \(Group Lead\) de .+ \(200000000000000001\)$/,
    );
  });

  it("records the role as skipped when the application's role is not configured", async () => {
    // Demo applicant 3 applied for Influencer; `influencerRoleId` is not configured here.
    const response = await s.call('approveInsertion', s.as.moderador, {
      body: {
        userId: applicant(3),
      },
    });
    expect(response.json()).toMatchObject({ status: 'approved', roleName: 'influencer' });
    expect(await rowsOf(String(response.headers['x-request-id']))).toEqual([
      skipped('influencerRoleId', {
        type: 'member.addRole',
        userId: applicant(3),
        roleId: '',
        reason: 'Inscrição aprovada',
      }),
      pending(expect.objectContaining({ type: 'member.directMessage', userId: applicant(3) })),
    ]);
  });

  it('rejects once; the second attempt is a 409', async () => {
    const first = await s.call('rejectInsertion', s.as.moderador, {
      body: { userId: applicant(2) },
    });
    expect(first.statusCode).toBe(200);
    const [entry] = await auditFor(String(first.headers['x-request-id']));
    expect(entry).toMatchObject({ actionType: 'reject', action: 'applications.insertion.reject' });
    const second = await s.call('rejectInsertion', s.as.moderador, {
      body: {
        userId: applicant(2),
      },
    });
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(
      'Esta inscrição já foi reprovada por Bruno Lima. Atualize a lista.',
    );
  });
});
