import type { MyApplication } from '@panel/contract/api/applications';
import type { PublicForm } from '@panel/contract/api/forms';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { isUniqueViolation } from '../../db/errors';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { formSettings } from '../../db/schema/forms';
import { outbox } from '../../db/schema/deliveries';
import { formatDateTimePtBr } from '../../http/format-date';
import { apiCaller, messageOf } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds, signIn } from '../../../test/sign-in';
import { demoMembers } from '../../../test/demo-members';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let admin: string;
let diego: string;
let elisa: string;
const elisaId = demoMembers.elisa;
const pendingRoleId = '500000000000000010';
let whitelist: PublicForm;
let insertion: PublicForm;

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  await setBotSettings(t.database.db, { pendingRoleId });
  [admin, diego, elisa] = await Promise.all([
    signIn(t.app, demoIds.administrador),
    signIn(t.app, demoIds.membro),
    signIn(t.app, elisaId),
  ]);
  whitelist = (
    await call('publicForm', undefined, { params: { formType: 'whitelist' } })
  ).json<PublicForm>();
  insertion = (
    await call('publicForm', undefined, { params: { formType: 'insertion' } })
  ).json<PublicForm>();
});
afterAll(() => t.close());

const answers = (form: PublicForm, text = 'Jogo RP há três anos.') =>
  form.questions.map((q) => ({ questionId: q.id, answer: text }));
const identity = { discordUsername: 'diego.membro', walletAddress: '0xA1B2C3' };
const sendWhitelist = (
  cookie: string,
  body: object = { ...identity, answers: answers(whitelist) },
) => call('submitWhitelist', cookie, { body });
const rowsOf = (userId: string, form: 'whitelist' | 'insertion' = 'whitelist') =>
  t.database.db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.form, form)));
const outboxOf = (response: { headers: Record<string, unknown> }) =>
  t.database.db
    .select({ status: outbox.status, missingSetting: outbox.missingSetting, effect: outbox.effect })
    .from(outbox)
    .where(eq(outbox.requestId, String(response.headers['x-request-id'])));
/** The review channel's message, not posted: no "Canal de análise de formulários" here. */
const reviewPostSkipped = (userId: string) => ({
  status: 'skipped',
  missingSetting: 'reviewChannelId',
  effect: expect.objectContaining({
    type: 'message.post',
    channelId: '',
    message: expect.objectContaining({
      content: expect.stringContaining(`📝 **Whitelist** de <@${userId}>`),
    }),
  }),
});
const setForm = (formType: 'whitelist' | 'insertion', values: object) =>
  t.database.db.update(formSettings).set(values).where(eq(formSettings.formType, formType));

describe('whitelist submission', () => {
  it('needs a signed-in member', async () => {
    expect((await sendWhitelist('')).statusCode).toBe(401);
  });

  it('creates a pending entry with the answers as a list, audited, with the pending role', async () => {
    const response = await sendWhitelist(diego, {
      ...identity,
      socialMedia: '',
      answers: answers(whitelist).map((a) => ({ ...a, answer: `  ${a.answer}  ` })),
    });
    expect(response.statusCode).toBe(200);
    const sent = response.json<MyApplication>();
    expect(sent).toMatchObject({
      form: 'whitelist',
      status: 'pending',
      identity: { ...identity, socialMedia: null },
      roleName: null,
      reapplyAt: null,
      answers: whitelist.questions.map((q) => ({
        questionId: q.id,
        question: q.text,
        answer: 'Jogo RP há três anos.',
      })),
    });
    const [row] = await rowsOf(demoIds.membro);
    expect(row).toMatchObject({ username: 'Diego Rocha', status: 'pending' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'applications.whitelist.submit'),
          eq(auditLog.actorId, demoIds.membro),
        ),
      );
    expect(entry).toMatchObject({
      actorId: demoIds.membro,
      actionType: 'create',
      details: 'Enviou uma solicitação de whitelist',
    });
    expect(await outboxOf(response)).toEqual([
      {
        status: 'pending',
        missingSetting: null,
        effect: {
          type: 'member.addRole',
          userId: demoIds.membro,
          roleId: pendingRoleId,
          reason: 'Solicitação de whitelist enviada',
        },
      },
      reviewPostSkipped(demoIds.membro),
    ]);
  });

  it('refuses a second pending application, and so does the database', async () => {
    const response = await sendWhitelist(diego);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      'Você já tem uma solicitação de whitelist pendente. Aguarde a análise da equipe.',
    );
    const direct = t.database.db
      .insert(applications)
      .values({ form: 'whitelist', userId: demoIds.membro, username: 'x', answers: [] });
    const error: unknown = await direct.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error, 'applications_one_pending_idx')).toBe(true);
    expect(await rowsOf(demoIds.membro)).toHaveLength(1);
  });

  it('checks required answers, lengths, question ids and fields', async () => {
    const [first, second] = whitelist.questions;
    const missing = await sendWhitelist(elisa, {
      ...identity,
      answers: [{ questionId: second!.id, answer: 'Porque sim.' }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: `Responda a pergunta obrigatória "${first!.text}".`,
      issues: [{ path: `body.answers.${first!.id}` }],
    });
    const blank = await sendWhitelist(elisa, { ...identity, answers: answers(whitelist, '   ') });
    expect(blank.json<{ issues: unknown[] }>().issues).toHaveLength(2);

    const cases: [object, string][] = [
      [{ ...identity, answers: answers(whitelist, 'x'.repeat(4001)) }, 'no máximo 4000'],
      [{ ...identity, answers: [{ questionId: '99999', answer: 'a' }] }, 'Recarregue a página'],
      [{ ...identity, answers: [...answers(whitelist), ...answers(whitelist)] }, 'mais de uma vez'],
      [{ ...identity, walletAddress: '', answers: answers(whitelist) }, 'endereço da carteira'],
      [{ ...identity, walletAddress: '0x 12', answers: answers(whitelist) }, 'espaços'],
      [{ ...identity, discordUsername: 'd'.repeat(41), answers: answers(whitelist) }, '40'],
      [{ walletAddress: '0x1', answers: answers(whitelist) }, 'nome de usuário do Discord'],
      [{ ...identity, answers: answers(whitelist), experience: 'x' }, 'Dados inválidos'],
      [{ ...identity, answers: { [first!.id]: 'x' } }, 'lista'],
    ];
    for (const [body, message] of cases) {
      const response = await sendWhitelist(elisa, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(messageOf(response)).toContain(message);
    }
    expect(await rowsOf(elisaId)).toHaveLength(0);
  });

  it('refuses a closed form and one past its closing date', async () => {
    await call('updateWhitelistStatus', admin, { body: { isOpen: false } });
    const closed = await sendWhitelist(elisa);
    expect(closed.statusCode).toBe(409);
    expect(messageOf(closed)).toBe('As inscrições da whitelist estão fechadas no momento.');
    await setForm('whitelist', { isOpen: true, closesAt: new Date(Date.now() - 1000) });
    expect(messageOf(await sendWhitelist(elisa))).toContain('estão fechadas');
    await setForm('whitelist', { isOpen: true, closesAt: null });
    expect(await rowsOf(elisaId)).toHaveLength(0);
  });

  it('makes a rejected member wait the cooldown, naming the date', async () => {
    await call('rejectAllowlist', admin, { body: { userId: demoIds.membro } });
    const [rejected] = await rowsOf(demoIds.membro);
    const reapplyAt = new Date(rejected!.decidedAt!.getTime() + 7 * 86_400_000);
    const response = await sendWhitelist(diego);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(
      `Sua última solicitação de whitelist foi reprovada. Você poderá enviar uma nova a partir de ${formatDateTimePtBr(reapplyAt)} (horário de Brasília).`,
    );
    const mine = (await call('myApplications', diego)).json<MyApplication[]>();
    expect(mine[0]).toMatchObject({ status: 'rejected', reapplyAt: reapplyAt.toISOString() });

    await t.database.db
      .update(applications)
      .set({ decidedAt: new Date(Date.now() - 7 * 86_400_000 - 60_000) })
      .where(eq(applications.id, rejected!.id));
    expect((await sendWhitelist(diego)).statusCode).toBe(200);
  });

  it('refuses a new whitelist once one was approved', async () => {
    await call('approveAllowlist', admin, { body: { userId: demoIds.membro } });
    const response = await sendWhitelist(diego);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Sua whitelist já foi aprovada.');
  });

  it('records the pending role as skipped when pendingRoleId is not configured', async () => {
    await setBotSettings(t.database.db, {});
    try {
      const response = await sendWhitelist(elisa);
      expect(response.statusCode).toBe(200);
      expect(await outboxOf(response)).toEqual([
        {
          status: 'skipped',
          missingSetting: 'pendingRoleId',
          effect: {
            type: 'member.addRole',
            userId: elisaId,
            roleId: '',
            reason: 'Solicitação de whitelist enviada',
          },
        },
        reviewPostSkipped(elisaId),
      ]);
    } finally {
      await setBotSettings(t.database.db, { pendingRoleId });
    }
  });
});

describe('insertion submission', () => {
  const sendInsertion = (cookie: string, body: object) => call('submitInsertion', cookie, { body });

  it('creates a pending role application', async () => {
    const response = await sendInsertion(elisa, {
      roleName: 'modeler3d',
      answers: answers(insertion, 'https://exemplo.com'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ form: 'insertion', roleName: 'modeler3d' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'applications.insertion.submit'), eq(auditLog.actorId, elisaId)),
      );
    expect(entry?.details).toBe('Enviou uma inscrição para o cargo Modeler');
    const again = await sendInsertion(elisa, {
      roleName: 'designer',
      answers: answers(insertion),
    });
    expect(messageOf(again)).toBe(
      'Você já tem uma inscrição pendente. Aguarde a análise da equipe.',
    );
  });

  it('checks the role, the short-answer length and the form status', async () => {
    const unknown = await sendInsertion(diego, { roleName: 'pilot', answers: answers(insertion) });
    expect(messageOf(unknown)).toContain('Escolha um dos cargos da lista.');
    const long = await sendInsertion(diego, {
      roleName: 'designer',
      answers: answers(insertion, 'x'.repeat(201)),
    });
    expect(long.statusCode).toBe(400);
    expect(messageOf(long)).toBe('A resposta de "Portfólio" pode ter no máximo 200 caracteres.');
    await setForm('insertion', { isOpen: false });
    const closed = await sendInsertion(diego, {
      roleName: 'designer',
      answers: answers(insertion),
    });
    expect(messageOf(closed)).toBe('As inscrições para cargos estão fechadas no momento.');
    await setForm('insertion', { isOpen: true });
    expect(await rowsOf(demoIds.membro, 'insertion')).toHaveLength(0);
  });
});
