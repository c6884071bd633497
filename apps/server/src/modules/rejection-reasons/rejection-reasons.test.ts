import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { apiCaller, messageOf } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { demoIds, signIn } from '../../../test/sign-in';

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let moderador: string;
const path = '/api/allowlists/rejection-reasons';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  moderador = await signIn(t.app, demoIds.moderador);
});
afterAll(() => t.close());

const list = async (url = path) => (await call('GET', url, moderador)).json<RejectionReason[]>();
const auditOf = (requestId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));

describe('canned rejection reasons', () => {
  it('starts with the demo reasons of each form, oldest first', async () => {
    const whitelist = await list();
    expect(whitelist.map((reason) => reason.text)).toEqual([
      'Respostas muito curtas; tente novamente com mais detalhes.',
      'A história do personagem não combina com o servidor.',
      'Faltou mostrar que conhece as regras de RP.',
    ]);
    expect(await list('/api/insertions/rejection-reasons')).toHaveLength(2);
  });

  it('adds, edits and deletes a reason, each audited, and keeps the forms apart', async () => {
    const created = await call('POST', path, moderador, {
      text: '  Idade do personagem fora das regras.  ',
    });
    expect(created.statusCode).toBe(200);
    const reason = created.json<RejectionReason>();
    expect(reason.text).toBe('Idade do personagem fora das regras.');
    expect((await auditOf(created.headers['x-request-id'] as string))[0]).toMatchObject({
      actionType: 'create',
      details:
        'Adicionou o motivo de reprovação "Idade do personagem fora das regras." da whitelist',
    });

    // Another form's path does not reach it.
    const foreign = await call('PUT', `/api/insertions/rejection-reasons/${reason.id}`, moderador, {
      text: 'Outro texto',
    });
    expect(foreign.statusCode).toBe(404);

    const edited = await call('PUT', `${path}/${reason.id}`, moderador, {
      text: 'Idade fora das regras.',
    });
    expect(edited.json<RejectionReason>()).toEqual({
      id: reason.id,
      text: 'Idade fora das regras.',
    });
    expect((await auditOf(edited.headers['x-request-id'] as string))[0]).toMatchObject({
      before: { text: 'Idade do personagem fora das regras.' },
      after: { text: 'Idade fora das regras.' },
    });

    const removed = await call('DELETE', `${path}/${reason.id}`, moderador);
    expect(removed.statusCode).toBe(204);
    expect((await list()).some((item) => item.id === reason.id)).toBe(false);
    expect((await call('DELETE', `${path}/${reason.id}`, moderador)).statusCode).toBe(404);
  });

  it('refuses a duplicate, a blank text and the 31st reason, in Portuguese', async () => {
    const [first] = await list();
    const again = await call('POST', path, moderador, { text: first?.text });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Já existe um motivo com esse texto.');
    const [, second] = await list();
    const clash = await call('PUT', `${path}/${second?.id}`, moderador, { text: first?.text });
    expect(clash.statusCode).toBe(409);

    const blank = await call('POST', path, moderador, { text: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toContain('O motivo precisa de pelo menos 3 caracteres.');

    for (let n = (await list()).length; n < 30; n += 1) {
      expect((await call('POST', path, moderador, { text: `Motivo ${n}` })).statusCode).toBe(200);
    }
    const full = await call('POST', path, moderador, { text: 'Mais um' });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe('Já são 30 motivos: exclua um antes de adicionar outro.');
  });
});
