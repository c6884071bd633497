import type { Question } from '@panel/contract/api/forms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { apiCaller, messageOf, urlOf } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds, signIn } from '../../../test/sign-in';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let moderador: string;

beforeAll(async () => {
  // No demo data: what every fresh installation starts with.
  t = await createTestApp({ seed: false });
  call = apiCaller(t);
  await t.database.db.insert(users).values({
    id: demoIds.moderador,
    username: 'bruno.mod',
    displayName: 'Bruno Lima',
    roleName: 'moderador',
  });
  moderador = await signIn(t.app, demoIds.moderador);
});
afterAll(() => t.close());

const list = async (formType: string) =>
  (await call('listQuestions', moderador, { query: { formType } })).json<Question[]>();
const auditOf = (action: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('form questions', () => {
  it('starts every installation with the two required paragraph questions of the spec', async () => {
    expect(await list('whitelist')).toEqual([
      expect.objectContaining({
        text: 'Experiência',
        required: true,
        type: 'paragraph',
        position: 1,
      }),
      expect.objectContaining({
        text: 'Por que você quer entrar?',
        required: true,
        type: 'paragraph',
        position: 2,
      }),
    ]);
    expect(await list('insertion')).toEqual([]);
  });

  it('creates a question at the end of its form and audits it', async () => {
    const response = await call('createQuestion', moderador, {
      body: {
        text: '  Qual é o seu personagem?  ',
        description: '',
        formType: 'whitelist',
      },
    });
    expect(response.statusCode).toBe(200);
    const created = response.json<Question>();
    expect(created).toMatchObject({
      text: 'Qual é o seu personagem?',
      description: null,
      required: false,
      type: 'text',
      formType: 'whitelist',
      position: 3,
    });
    const [entry] = await auditOf('questions.create');
    expect(entry).toMatchObject({
      actorName: 'Bruno Lima',
      actionType: 'create',
      details: 'Criou a pergunta "Qual é o seu personagem?" no formulário da whitelist',
    });
  });

  it('refuses a blank question with the spec message, and unknown or oversized fields', async () => {
    for (const text of ['', '   ']) {
      const response = await call('createQuestion', moderador, {
        body: {
          text,
          formType: 'whitelist',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toContain('A pergunta não pode estar vazia');
    }
    const cases = [
      { text: 'x'.repeat(201), formType: 'whitelist' },
      { text: 'Ok', formType: 'whitelist', description: 'd'.repeat(501) },
      { text: 'Ok', formType: 'outro' },
      { text: 'Ok', formType: 'whitelist', type: 'checkbox' },
      { text: 'Ok', formType: 'whitelist', position: 1 },
      { text: 'Ok', formType: 'whitelist', required: 'sim' },
    ];
    for (const body of cases) {
      const response = await call('createQuestion', moderador, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(response)).toMatch(/^Dados inválidos/);
    }
    expect(await list('whitelist')).toHaveLength(3);
  });

  it('updates a question, keeping before and after in the audit log', async () => {
    const [first] = await list('whitelist');
    const response = await call('updateQuestion', moderador, {
      params: { id: first!.id },
      body: {
        description: 'Conte um pouco da sua história.',
        required: false,
      },
    });
    expect(response.json()).toMatchObject({
      id: first!.id,
      text: 'Experiência',
      description: 'Conte um pouco da sua história.',
      required: false,
    });
    const [entry] = await auditOf('questions.update');
    expect(entry).toMatchObject({
      before: { required: true },
      after: { required: false, description: 'Conte um pouco da sua história.' },
    });
    const empty = await call('updateQuestion', moderador, { params: { id: first!.id }, body: {} });
    expect(empty.statusCode).toBe(400);
    const blank = await call('updateQuestion', moderador, {
      params: { id: first!.id },
      body: {
        text: ' ',
      },
    });
    expect(messageOf(blank)).toContain('A pergunta não pode estar vazia');
  });

  it('moves a question to the end of the other form', async () => {
    const [, , third] = await list('whitelist');
    const response = await call('updateQuestion', moderador, {
      params: { id: third!.id },
      body: {
        formType: 'insertion',
      },
    });
    expect(response.json()).toMatchObject({ formType: 'insertion', position: 1 });
    expect(await list('whitelist')).toHaveLength(2);
  });

  it('reorders with the complete list only', async () => {
    await call('createQuestion', moderador, {
      body: {
        text: 'Portfólio',
        formType: 'insertion',
      },
    });
    const ids = (await list('insertion')).map((q) => q.id);
    const reordered = await call('reorderQuestions', moderador, {
      body: {
        formType: 'insertion',
        ids: [...ids].reverse(),
      },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<Question[]>().map((q) => [q.id, q.position])).toEqual([
      [ids[1], 1],
      [ids[0], 2],
    ]);
    for (const stale of [[ids[0]], [ids[0], ids[0]], [ids[0], '999']]) {
      const response = await call('reorderQuestions', moderador, {
        body: {
          formType: 'insertion',
          ids: stale,
        },
      });
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toContain('Recarregue a página');
    }
    expect((await auditOf('questions.reorder')).length).toBe(1);
  });

  it('deletes a question once: then 404; bad ids are a 400', async () => {
    const [question] = await list('insertion');
    const url = urlOf('updateQuestion', { params: { id: question!.id } });
    expect((await call('DELETE', url, moderador)).statusCode).toBe(204);
    const again = await call('DELETE', url, moderador);
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe('Pergunta não encontrada.');
    const [entry] = await auditOf('questions.delete');
    expect(entry).toMatchObject({ actionType: 'delete', before: { id: question!.id } });
    for (const id of ['abc', '0', '99999999999999999999', '-1']) {
      const response = await call('deleteQuestion', moderador, { params: { id } });
      expect(response.statusCode, id).toBe(400);
    }
  });

  it('lets suporte neither read nor change the questions', async () => {
    await t.database.db
      .insert(users)
      .values({ id: demoIds.suporte, username: 'carla', roleName: 'suporte' });
    const suporte = await signIn(t.app, demoIds.suporte);
    expect((await call('listQuestions', suporte)).statusCode).toBe(403);
    const response = await call('createQuestion', suporte, {
      body: {
        text: 'Nova',
        formType: 'whitelist',
      },
    });
    expect(response.statusCode).toBe(403);
  });
});
