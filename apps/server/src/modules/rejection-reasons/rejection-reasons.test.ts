import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { messageOf, urlOf } from '../../../test/api';
import { useTestApp } from '../../../test/use-test-app';

const path = urlOf('listAllowlistReasons');

const s = useTestApp({ signIn: ['moderador'] });

const list = async (url = path) =>
  (await s.call('GET', url, s.as.moderador)).json<RejectionReason[]>();
const auditOf = (requestId: string) =>
  s.t.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));

describe('canned rejection reasons', () => {
  it('starts with the demo reasons of each form, oldest first', async () => {
    const whitelist = await list();
    expect(whitelist.map((reason) => reason.text)).toEqual([
      'Respostas muito curtas; tente novamente com mais detalhes.',
      'A história do personagem não combina com o servidor.',
      'Faltou mostrar que conhece as regras de RP.',
    ]);
    expect(await list(urlOf('listInsertionReasons'))).toHaveLength(2);
  });

  it('adds, edits and deletes a reason, each audited, and keeps the forms apart', async () => {
    const created = await s.call('POST', path, s.as.moderador, {
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
    const foreign = await s.call('updateInsertionReason', s.as.moderador, {
      params: { id: reason.id },
      body: {
        text: 'Outro texto',
      },
    });
    expect(foreign.statusCode).toBe(404);

    const edited = await s.call('PUT', `${path}/${reason.id}`, s.as.moderador, {
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

    const removed = await s.call('DELETE', `${path}/${reason.id}`, s.as.moderador);
    expect(removed.statusCode).toBe(204);
    expect((await list()).some((item) => item.id === reason.id)).toBe(false);
    expect((await s.call('DELETE', `${path}/${reason.id}`, s.as.moderador)).statusCode).toBe(404);
  });

  it('refuses a duplicate, a blank text and the 31st reason, in Portuguese', async () => {
    const [first] = await list();
    const again = await s.call('POST', path, s.as.moderador, { text: first?.text });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Já existe um motivo com esse texto.');
    const [, second] = await list();
    const clash = await s.call('PUT', `${path}/${second?.id}`, s.as.moderador, {
      text: first?.text,
    });
    expect(clash.statusCode).toBe(409);

    const blank = await s.call('POST', path, s.as.moderador, { text: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(messageOf(blank)).toContain('O motivo precisa de pelo menos 3 caracteres.');

    for (let n = (await list()).length; n < 30; n += 1) {
      expect((await s.call('POST', path, s.as.moderador, { text: `Motivo ${n}` })).statusCode).toBe(
        200,
      );
    }
    const full = await s.call('POST', path, s.as.moderador, { text: 'Mais um' });
    expect(full.statusCode).toBe(409);
    expect(messageOf(full)).toBe('Já são 30 motivos: exclua um antes de adicionar outro.');
  });
});
