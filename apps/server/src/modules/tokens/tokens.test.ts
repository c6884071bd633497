import type { Token } from '@panel/contract/api/tokens';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { findTokenPage, findTokenPageVersion } from './repository';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const valid = (token: string, extra: object = {}) => ({
  token,
  type: 'invite',
  maxUses: 2,
  expiresAt: tomorrow(),
  discordRole: '',
  ...extra,
});

const s = useTestApp({ signIn: ['moderador'] });

describe('creating codes', () => {
  it('creates a code with the fields of the list, audited', async () => {
    const response = await s.call('createToken', s.as.moderador, {
      body: {
        ...valid('Novo01', { type: 'allowlist', discordId: demoIds.membro }),
        discordRole: '500000000000000009',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Token>()).toMatchObject({
      token: 'Novo01',
      type: 'allowlist',
      uses: 0,
      maxUses: 2,
      discordId: demoIds.membro,
      discordRole: '500000000000000009',
      createdBy: 'Bruno Lima',
    });
    const audits = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'tokens.create'));
    expect(audits.map((row) => row.details)).toContain('Criou o código Novo01 (Allowlist, 2 usos)');
  });

  it.each([
    [{ token: 'ABC' }, 'O código deve ter exatamente 6 caracteres.'],
    [{ token: 'ABCDEFG' }, 'O código deve ter exatamente 6 caracteres.'],
    [{ token: 'AB CD!' }, 'O código pode ter apenas letras e números.'],
    [{ maxUses: 0 }, 'A quantidade de usos deve ser pelo menos 1.'],
    [
      { expiresAt: '2020-01-01T00:00:00.000Z' },
      'Data de expiração inválida - A data de expiração não pode ser menor que a data atual.',
    ],
    [{ type: 'unlock' }, 'Tipo inválido: use allowlist, skip ou invite.'],
    [{ discordId: '123' }, 'Informe um ID do Discord válido (17 a 20 dígitos).'],
    [{ token: undefined }, 'Preencha todos os campos para criar o código.'],
    [{ expiresAt: undefined }, 'Preencha todos os campos para criar o código.'],
  ])('refuses %j with a Portuguese 400', async (change, message) => {
    const response = await s.call('createToken', s.as.moderador, { body: valid('Regra1', change) });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('refuses a taken name with 409, but names differing in case are different codes', async () => {
    expect(
      (await s.call('createToken', s.as.moderador, { body: valid('Dupla1') })).statusCode,
    ).toBe(200);
    const again = await s.call('createToken', s.as.moderador, { body: valid('Dupla1') });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toContain('Já existe um código com este nome');
    expect(
      (await s.call('createToken', s.as.moderador, { body: valid('DUPLA1') })).statusCode,
    ).toBe(200);
  });
});

describe('listing and deleting codes', () => {
  it('pages the list, newest first, with the total in X-Total-Count', async () => {
    const response = await s.call('listTokens', s.as.moderador, {
      query: { page: '1', limit: '2' },
    });
    expect(response.statusCode).toBe(200);
    const items = response.json<Token[]>();
    expect(items).toHaveLength(2);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(5);
    expect(items[0]!.createdAt >= items[1]!.createdAt).toBe(true);
  });

  it('finds codes by part of the code, in any case, with the total of the search', async () => {
    // Dupla1 and DUPLA1 were created above.
    const response = await s.call('listTokens', s.as.moderador, { query: { search: 'upla' } });
    expect(
      response
        .json<Token[]>()
        .map((token) => token.token)
        .sort(),
    ).toEqual(['DUPLA1', 'Dupla1']);
    expect(response.headers['x-total-count']).toBe('2');
    const literal = await s.call('listTokens', s.as.moderador, { query: { search: '%' } });
    expect(literal.json<Token[]>()).toEqual([]);
    expect(literal.headers['x-total-count']).toBe('0');
  });

  it('deletes a code (204), then 404', async () => {
    const created = (
      await s.call('createToken', s.as.moderador, { body: valid('Apagar') })
    ).json<Token>();
    expect(
      (await s.call('deleteToken', s.as.moderador, { params: { id: created.id } })).statusCode,
    ).toBe(204);
    const again = await s.call('deleteToken', s.as.moderador, { params: { id: created.id } });
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe('Código não encontrado.');
  });
});

describe('the list of codes kept in memory', () => {
  const list = async () =>
    (await s.call('listTokens', s.as.moderador, { query: { limit: '50' } })).json<Token[]>();
  const usesOf = async (code: string) => (await list()).find((token) => token.token === code)?.uses;

  it('answers every change to its codes at once, however it was written', async () => {
    expect(
      (await s.call('createToken', s.as.moderador, { body: valid('Guard1') })).statusCode,
    ).toBe(200);
    expect(await usesOf('Guard1')).toBe(0);
    expect(await usesOf('Guard1')).toBe(0);
    // Straight to the database, as another process would write it: the row's new version
    // changes the page's fingerprint.
    await s.t.database.db.execute(sql`update tokens set uses = 1 where token = 'Guard1'`);
    expect(await usesOf('Guard1')).toBe(1);
    await s.t.database.db.execute(sql`delete from tokens where token = 'Guard1'`);
    expect(await usesOf('Guard1')).toBeUndefined();
  });

  it('counts a change off the page in its total', async () => {
    const totalOf = async () =>
      Number(
        (await s.call('listTokens', s.as.moderador, { query: { limit: '1' } })).headers[
          'x-total-count'
        ],
      );
    expect(
      (await s.call('createToken', s.as.moderador, { body: valid('Velho1') })).statusCode,
    ).toBe(200);
    expect(
      (await s.call('createToken', s.as.moderador, { body: valid('Novo99') })).statusCode,
    ).toBe(200);
    const total = await totalOf();
    expect(await totalOf()).toBe(total);
    // The older code is not on the first page; only the total tells it is gone.
    await s.t.database.db.execute(sql`delete from tokens where token = 'Velho1'`);
    expect(await totalOf()).toBe(total - 1);
  });

  it('fingerprints a page in its own statement as the version statement does', async () => {
    const db = s.t.database.db;
    const query = { page: 1, limit: 3 };
    const before = await findTokenPageVersion(db, query);
    expect((await findTokenPage(db, query, { offset: 0, limit: 3 })).fingerprint).toBe(before);
    expect(
      (await s.call('createToken', s.as.moderador, { body: valid('Marca1') })).statusCode,
    ).toBe(200);
    const after = await findTokenPageVersion(db, query);
    expect(after).not.toBe(before);
    expect((await findTokenPage(db, query, { offset: 0, limit: 3 })).fingerprint).toBe(after);
  });
});
