import type { Application, MyApplication } from '@panel/contract/api/applications';
import type { FormTriage, PublicForm, Question } from '@panel/contract/api/forms';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setBotSettings } from '../../../test/bot-settings';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { formQuestions } from '../../db/schema/forms';
import { messageOf } from '../../../test/api';
import { memberSession } from '../../../test/member-session';
import { useTestApp } from '../../../test/use-test-app';
import { signIn } from '../../../test/sign-in';
import { demoMembers } from '../../../test/demo-members';
import { triageOf } from './triage';

const grade = (correct: boolean, weight = 1, eliminatory = false) => ({
  correct,
  weight,
  eliminatory,
});
const rules = { passMark: 70, onFail: 'reject', autoApprove: false } as const;

describe('grading', () => {
  it('grades nothing without graded questions', () => {
    expect(triageOf([], rules)).toEqual({ score: null, triage: null, decision: null });
  });

  it('weighs each question: the correct weight over all of it, rounded', () => {
    // 3 of 4 by weight: 75 %.
    expect(triageOf([grade(true, 3), grade(false, 1)], rules)).toMatchObject({
      score: 75,
      triage: 'passed',
      decision: null,
    });
    // 1 of 3 questions, same weight: 33 %.
    expect(triageOf([grade(true), grade(false), grade(false)], rules).score).toBe(33);
    // 2 of 3: 66.67 rounds to 67, below 70.
    expect(triageOf([grade(true), grade(true), grade(false)], rules)).toMatchObject({
      score: 67,
      triage: 'failed',
      decision: 'reject',
    });
  });

  it('passes at the mark exactly, and fails one point below', () => {
    const seven = [...Array.from({ length: 7 }, () => grade(true)), grade(false), grade(false)];
    const atMark = [...seven, grade(false)];
    expect(triageOf(atMark, rules)).toMatchObject({ score: 70, triage: 'passed' });
    expect(triageOf(atMark, { ...rules, passMark: 71 })).toMatchObject({ triage: 'failed' });
  });

  it('fails on any eliminatória wrong, whatever the score', () => {
    const allEliminatory = [grade(true, 1, true), grade(true, 1, true), grade(false, 1, true)];
    expect(triageOf(allEliminatory, { ...rules, passMark: 0 })).toMatchObject({
      score: 67,
      triage: 'failed',
      decision: 'reject',
    });
    expect(
      triageOf([grade(true, 9), grade(false, 1, true)], { ...rules, passMark: 50 }),
    ).toMatchObject({ score: 90, triage: 'failed' });
    expect(triageOf([grade(true, 1, true), grade(true, 1, true)], rules)).toMatchObject({
      score: 100,
      triage: 'passed',
    });
  });

  it('only flags when the form says so, and approves only when it says so', () => {
    expect(triageOf([grade(false)], { ...rules, onFail: 'flag' })).toMatchObject({
      triage: 'failed',
      decision: null,
    });
    expect(triageOf([grade(true)], { ...rules, autoApprove: true })).toMatchObject({
      triage: 'passed',
      decision: 'approve',
    });
    // Failing never approves, even with automatic approval on.
    expect(
      triageOf([grade(false)], { ...rules, onFail: 'flag', autoApprove: true }).decision,
    ).toBeNull();
  });

  it('without a pass mark shows the score and decides nothing', () => {
    expect(triageOf([grade(false, 1, true)], { ...rules, passMark: null })).toEqual({
      score: 0,
      triage: null,
      decision: null,
    });
  });
});

const allowListRoleId = '500000000000000011';
const pendingRoleId = '500000000000000010';

const s = useTestApp({
  signIn: ['administrador'],
  prepare: async (t) => {
    await setBotSettings(t.database.db, { pendingRoleId, allowListRoleId });
    // Only the graded questions below: the demo's written ones are optional for this form.
    await t.database.db
      .update(formQuestions)
      .set({ required: false })
      .where(eq(formQuestions.formType, 'whitelist'));
  },
});

/** Members the demo has no application of. */
const newcomers = {
  gabriel: '900000000000000001',
  helena: '900000000000000002',
  julia: '900000000000000003',
  mateus: '900000000000000004',
};

const identity = { discordUsername: 'membro.teste', walletAddress: '0xA1B2C3' };

async function createQuestion(body: object): Promise<Question> {
  const response = await s.call('createQuestion', s.as.administrador, { body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Question>();
}

async function setTriage(formType: 'whitelist' | 'insertion', body: object) {
  const response = await s.call('updateFormTriage', s.as.administrador, {
    params: { formType },
    body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<FormTriage>();
}

const outboxOf = (requestId: unknown) =>
  s.t.database.db
    .select({ effect: outbox.effect })
    .from(outbox)
    .where(eq(outbox.requestId, String(requestId)));

describe('graded questions', () => {
  let rules: Question;
  let tools: Question;

  beforeAll(async () => {
    rules = await createQuestion({
      formType: 'whitelist',
      text: 'O que é RDM?',
      type: 'choice',
      required: true,
      options: [
        { text: 'Matar sem motivo no RP', correct: true },
        { text: 'Um carro do jogo', correct: false },
        { text: 'Um tipo de arma', correct: false },
      ],
      weight: 2,
      eliminatory: true,
    });
    tools = await createQuestion({
      formType: 'whitelist',
      text: 'Quais destas atitudes são proibidas?',
      type: 'checkboxes',
      options: [
        { text: 'Metagaming', correct: true },
        { text: 'Powergaming', correct: true },
        { text: 'Interpretar um médico', correct: false },
      ],
    });
  });

  it('refuses questions whose options do not fit their type, in Portuguese', async () => {
    const cases: [object, string][] = [
      [
        { type: 'choice', options: [{ text: 'Só uma' }] },
        'Uma pergunta de escolha precisa de pelo menos 2 opções.',
      ],
      [
        { type: 'choice', options: [{ text: 'A' }, { text: 'B' }], eliminatory: true },
        'Marque a resposta correta de uma pergunta eliminatória.',
      ],
      [
        { type: 'choice', options: [{ text: 'A' }, { text: 'a' }] },
        'Duas opções têm o mesmo texto.',
      ],
      [
        { type: 'text', options: [{ text: 'A' }, { text: 'B' }] },
        'Só perguntas de escolha têm opções.',
      ],
      [
        { type: 'choice', options: [{ text: 'A' }, { text: 'B' }], weight: 11 },
        'O peso deve ser de 1 a 10.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await s.call('createQuestion', s.as.administrador, {
        body: { formType: 'insertion', text: 'Pergunta', ...body },
      });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(`Dados inválidos: ${message}`);
    }
    // A partial change is checked against the stored question.
    const response = await s.call('updateQuestion', s.as.administrador, {
      params: { id: rules.id },
      body: {
        options: [
          { text: 'A', correct: false },
          { text: 'B', correct: false },
        ],
      },
    });
    expect(messageOf(response)).toBe('Marque a resposta correta de uma pergunta eliminatória.');
  });

  it('turning a choice question into a written one drops its options', async () => {
    const question = await createQuestion({
      formType: 'insertion',
      text: 'Temporária',
      type: 'choice',
      options: [{ text: 'A', correct: true }, { text: 'B' }],
      eliminatory: true,
    });
    const response = await s.call('updateQuestion', s.as.administrador, {
      params: { id: question.id },
      body: { type: 'paragraph' },
    });
    expect(response.json<Question>()).toMatchObject({ options: [], eliminatory: false });
    await s.call('deleteQuestion', s.as.administrador, { params: { id: question.id } });
  });

  it('shows applicants the options, never which are correct nor the weights', async () => {
    const form = (
      await s.call('publicForm', undefined, { params: { formType: 'whitelist' } })
    ).json<PublicForm>();
    const question = form.questions.find((q) => q.id === rules.id);
    expect(question).toEqual({
      id: rules.id,
      text: 'O que é RDM?',
      description: null,
      required: true,
      type: 'choice',
      formType: 'whitelist',
      position: rules.position,
      options: ['Matar sem motivo no RP', 'Um carro do jogo', 'Um tipo de arma'],
    });
    expect(JSON.stringify(form)).not.toContain('correct');
  });

  it('refuses picks that are not options, two picks of one choice, or text for a choice', async () => {
    const member = await memberSession(s.t, newcomers.gabriel);
    const cases: [object[], string][] = [
      [
        [{ questionId: rules.id, choices: ['Outra'] }],
        'O formulário mudou desde que você o abriu. Recarregue a página e tente novamente.',
      ],
      [
        [{ questionId: rules.id, choices: ['Um carro do jogo', 'Um tipo de arma'] }],
        'Escolha só uma opção em "O que é RDM?".',
      ],
      [
        [{ questionId: rules.id, answer: 'Matar sem motivo no RP' }],
        'Escolha uma das opções de "O que é RDM?".',
      ],
      [
        [{ questionId: tools.id, choices: ['Metagaming'] }],
        'Responda a pergunta obrigatória "O que é RDM?".',
      ],
    ];
    for (const [answers, message] of cases) {
      const response = await s.call('submitWhitelist', member, { body: { ...identity, answers } });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
  });

  it('rejects at once below the mark, tells the member by DM and starts the cooldown', async () => {
    const triage = await setTriage('whitelist', {
      passMark: 70,
      onFail: 'reject',
      failReason: '',
      autoApprove: false,
      approvalsRequired: 1,
      rejectionsRequired: 1,
    });
    expect(triage.failReason).toBe('Você não atingiu a nota mínima no questionário de regras.');
    const member = await signIn(s.t.app, demoMembers.diego);
    // The eliminatória right (2 of 3 by weight): 67 %, below 70.
    const response = await s.call('submitWhitelist', member, {
      body: {
        ...identity,
        answers: [
          { questionId: rules.id, choices: ['Matar sem motivo no RP'] },
          { questionId: tools.id, choices: ['Metagaming'] },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const mine = response.json<MyApplication>();
    expect(mine).toMatchObject({
      status: 'rejected',
      score: 67,
      triage: 'failed',
      decisionReason: 'Você não atingiu a nota mínima no questionário de regras.',
    });
    expect(mine.reapplyAt).not.toBeNull();
    // Which answers were right stays with the staff.
    expect(JSON.stringify(mine.answers)).not.toContain('grade');

    const effects = (await outboxOf(response.headers['x-request-id'])).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'member.directMessage',
        userId: demoMembers.diego,
        content: expect.stringContaining(
          'foi reprovada. Motivo: Você não atingiu a nota mínima no questionário de regras. Você poderá enviar uma nova a partir de',
        ),
      }),
    );
    expect(effects).toContainEqual(
      expect.objectContaining({ type: 'member.removeRole', roleId: pendingRoleId }),
    );
    // Nothing for staff to review: no review message, no pending role.
    expect(effects.map((effect) => effect.type)).not.toContain('message.post');
    expect(effects).not.toContainEqual(expect.objectContaining({ type: 'member.addRole' }));

    const audit = await s.t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.requestId, String(response.headers['x-request-id'])),
          eq(auditLog.action, 'applications.whitelist.reject'),
        ),
      );
    expect(audit[0]).toMatchObject({ actorName: 'Triagem automática', actorId: null });

    const again = await s.call('submitWhitelist', member, {
      body: {
        ...identity,
        answers: [{ questionId: rules.id, choices: ['Matar sem motivo no RP'] }],
      },
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toMatch(/^Sua última solicitação de whitelist foi reprovada\./);
  });

  it('fails on the eliminatória even when the rest is right', async () => {
    const member = await memberSession(s.t, newcomers.helena);
    const response = await s.call('submitWhitelist', member, {
      body: {
        ...identity,
        answers: [
          { questionId: rules.id, choices: ['Um tipo de arma'] },
          { questionId: tools.id, choices: ['Powergaming', 'Metagaming'] },
        ],
      },
    });
    expect(response.json<MyApplication>()).toMatchObject({
      status: 'rejected',
      score: 33,
      triage: 'failed',
    });
  });

  it('only flags when the form says so: the application waits, and staff filter it', async () => {
    await setTriage('whitelist', {
      passMark: 70,
      onFail: 'flag',
      failReason: 'Nota baixa.',
      autoApprove: false,
      approvalsRequired: 1,
      rejectionsRequired: 1,
    });
    const member = await signIn(s.t.app, demoMembers.elisa);
    const response = await s.call('submitWhitelist', member, {
      body: {
        ...identity,
        answers: [{ questionId: rules.id, choices: ['Matar sem motivo no RP'] }],
      },
    });
    expect(response.json<MyApplication>()).toMatchObject({
      status: 'pending',
      score: 67,
      triage: 'failed',
    });
    const effects = (await outboxOf(response.headers['x-request-id'])).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({
        type: 'message.post',
        message: expect.objectContaining({
          content: expect.stringContaining('Questionário: **67%** — reprovado no questionário'),
        }),
      }),
    );

    const failed = await s.call('listAllowlists', s.as.administrador, {
      query: { triage: 'failed' },
    });
    const listed = failed.json<Application[]>();
    expect(listed.map((entry) => entry.userId)).toEqual([demoMembers.elisa]);
    expect(failed.headers['x-total-count']).toBe('1');
    expect(listed[0]?.answers).toContainEqual(
      expect.objectContaining({
        questionId: rules.id,
        choices: ['Matar sem motivo no RP'],
        grade: { correct: true, weight: 2, eliminatory: true },
      }),
    );
    const passed = await s.call('listAllowlists', s.as.administrador, {
      query: { triage: 'passed' },
    });
    expect(passed.json<Application[]>()).toEqual([]);
  });

  it('approves at once when the form says so, with the whitelist role', async () => {
    await setTriage('whitelist', {
      passMark: 70,
      onFail: 'reject',
      failReason: '',
      autoApprove: true,
      approvalsRequired: 1,
      rejectionsRequired: 1,
    });
    const member = await memberSession(s.t, newcomers.julia);
    const response = await s.call('submitWhitelist', member, {
      body: {
        ...identity,
        answers: [
          { questionId: rules.id, choices: ['Matar sem motivo no RP'] },
          { questionId: tools.id, choices: ['Powergaming', 'Metagaming'] },
        ],
      },
    });
    expect(response.json<MyApplication>()).toMatchObject({
      status: 'approved',
      score: 100,
      triage: 'passed',
    });
    const effects = (await outboxOf(response.headers['x-request-id'])).map((row) => row.effect);
    expect(effects).toContainEqual(
      expect.objectContaining({ type: 'member.addRole', roleId: allowListRoleId }),
    );
  });

  it('sorts the review list by score, ungraded last', async () => {
    await setTriage('whitelist', {
      passMark: null,
      onFail: 'reject',
      failReason: '',
      autoApprove: false,
      approvalsRequired: 1,
      rejectionsRequired: 1,
    });
    const member = await memberSession(s.t, newcomers.mateus);
    await s.call('submitWhitelist', member, {
      body: {
        ...identity,
        answers: [
          { questionId: rules.id, choices: ['Matar sem motivo no RP'] },
          { questionId: tools.id, choices: ['Powergaming', 'Metagaming'] },
        ],
      },
    });
    const sorted = (
      await s.call('listAllowlists', s.as.administrador, { query: { sort: 'score', limit: '100' } })
    ).json<Application[]>();
    expect(sorted[0]).toMatchObject({ userId: newcomers.mateus, score: 100, triage: null });
    expect(sorted[1]).toMatchObject({ userId: demoMembers.elisa, score: 67 });
    expect(sorted.slice(2).every((entry) => entry.score === null)).toBe(true);
    const graded = await s.call('listAllowlists', s.as.administrador, {
      query: { triage: 'graded' },
    });
    expect(graded.headers['x-total-count']).toBe('2');
    const bad = await s.call('listAllowlists', s.as.administrador, { query: { sort: 'nota' } });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe('Dados inválidos: Ordem inválida: use queue, score ou account.');
  });

  it('keeps the triage settings in bounds, and audits each change', async () => {
    const response = await s.call('updateFormTriage', s.as.administrador, {
      params: { formType: 'insertion' },
      body: {
        passMark: 101,
        onFail: 'reject',
        failReason: '',
        autoApprove: false,
        approvalsRequired: 1,
        rejectionsRequired: 1,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe('Dados inválidos: A nota mínima deve ser de 0 a 100.');
    const votes = await s.call('updateFormTriage', s.as.administrador, {
      params: { formType: 'insertion' },
      body: {
        passMark: null,
        onFail: 'flag',
        failReason: '',
        autoApprove: false,
        approvalsRequired: 6,
        rejectionsRequired: 1,
      },
    });
    expect(messageOf(votes)).toBe('Dados inválidos: Os votos devem ser de 1 a 5.');
    const entries = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'forms.triage'));
    expect(entries.length).toBe(4);
    expect(entries.at(-1)?.details).toBe(
      'Alterou a triagem do formulário da whitelist: sem nota mínima; 1 aprovação(ões) e 1 reprovação(ões) decidem',
    );
  });
});
