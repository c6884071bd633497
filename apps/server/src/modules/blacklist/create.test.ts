import type { BlacklistEntry } from '@panel/contract/api/blacklist';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { blacklistEntries } from '../../db/schema/blacklist';

const s = useTestApp({ signIn: ['administrador', 'suporte'] });

const add = (fields: Record<string, string>) =>
  postEntry(s.t, s.as.administrador, { type: 'player', reason: 'Trapaça em evento.', ...fields });

describe('adding', () => {
  it('answers 201 with the entry, audited', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const response = await postEntry(s.t, s.as.administrador, {
      type: 'server',
      target: '710000000000000300',
      reason: '  Servidor que divulga trapaças.  ',
      expiresAt,
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json<BlacklistEntry>();
    expect(entry).toMatchObject({
      type: 'server',
      target: '710000000000000300',
      reason: 'Servidor que divulga trapaças.',
      discordUsername: null,
      evidences: [],
      addedBy: { id: demoIds.administrador, name: 'Ana Souza' },
      expiresAt,
    });
    const [audit] = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, String(response.headers['x-request-id'])));
    expect(audit).toMatchObject({
      action: 'blacklist.add',
      actionType: 'create',
      target: '710000000000000300',
      details:
        'Adicionou o servidor (710000000000000300) à blacklist: Servidor que divulga trapaças.',
      after: expect.objectContaining({ id: entry.id, evidences: [] }),
    });
  });

  it.each([
    [{ target: 'abc', reason: '' }, ['body.target', 'body.reason']],
    [{ target: '123', type: 'outro' }, ['body.type', 'body.target']],
    [{ target: '710000000000000301', expiresAt: 'amanhã' }, ['body.expiresAt']],
    [{ target: '710000000000000301', expiresAt: '2020-01-01T00:00:00Z' }, ['body.expiresAt']],
  ])('refuses %j with an issue per field', async (fields, paths) => {
    const response = await add(fields);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ issues: { path: string; message: string }[] }>();
    expect(body.issues.map((issue) => issue.path)).toEqual(paths);
    for (const issue of body.issues) expect(issue.message).toMatch(/[a-zà-ú]/i);
  });

  it('says why in the words the form shows', async () => {
    const past = await add({ target: '710000000000000302', expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.json()).toMatchObject({
      message: 'Dados inválidos: A data de expiração não pode ser menor que a data atual.',
    });
    const badId = await add({ target: '12' });
    expect(messageOf(badId)).toBe(
      'Dados inválidos: Informe um ID do Discord válido (17 a 20 dígitos).',
    );
  });

  it('refuses a target already listed with 409, and takes it again once removed', async () => {
    const target = '710000000000000303';
    const first = (await add({ target })).json<BlacklistEntry>();
    const again = await add({ target });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Este alvo já está na blacklist.');
    // The same id as a server is another target.
    expect((await add({ target, type: 'server' })).statusCode).toBe(201);
    expect(
      (await s.call('removeBlacklist', s.as.administrador, { params: { id: first.id } }))
        .statusCode,
    ).toBe(204);
    expect((await add({ target })).statusCode).toBe(201);
  });

  it('is refused to suporte, who only sees the blacklist', async () => {
    const response = await postEntry(s.t, s.as.suporte, {
      target: '710000000000000304',
      reason: 'x',
    });
    expect(response.statusCode).toBe(403);
    const rows = await s.t.database.db
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.target, '710000000000000304'));
    expect(rows).toEqual([]);
  });
});
