import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { useTestApp } from '../../../test/use-test-app';
import type { AuditPage } from '@panel/contract/api/audit';
import { urlOf } from '../../../test/api';

const base = Date.parse('2026-01-10T12:00:00Z');

const s = useTestApp({
  seed: false,
  signIn: ['administrador'],
  prepare: async () => {
    await s.t.database.db.insert(auditLog).values(
      Array.from({ length: 23 }, (_, i) => ({
        createdAt: new Date(base + i * 60_000),
        actorId: i % 2 === 0 ? '111111111111111111' : '222222222222222222',
        actorName: i % 2 === 0 ? 'Joana Prado' : 'Marcos Vale',
        actionType: (['create', 'update', 'delete'] as const)[i % 3]!,
        action: 'test.entry',
        target: null,
        details: i === 7 ? 'Aprovou 100% das respostas_de teste' : `Entrada número ${i}`,
      })),
    );
  },
});

/** A page of the log, with what its headers say of the count (one convention for every list). */
async function page(query: string): Promise<AuditPage & { totalCapped: boolean }> {
  const response = await s.t.app.inject({
    method: 'GET',
    url: `${urlOf('auditLogs')}${query}`,
    headers: { cookie: s.as.administrador },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<AuditPage>();
  expect(response.headers['x-total-count']).toBe(String(body.total));
  return { ...body, totalCapped: response.headers['x-total-capped'] === 'true' };
}

const ours = (p: AuditPage) => p.logs.filter((log) => log.action === 'test.entry');

describe('GET /api/audit/logs', () => {
  it('pages newest first, 5 per page by default, with the total', async () => {
    const first = await page('?type=create');
    expect(first.total).toBe(8);
    expect(first.logs).toHaveLength(5);
    expect(first.logs.map((log) => log.details)).toEqual([
      'Entrada número 21',
      'Entrada número 18',
      'Entrada número 15',
      'Entrada número 12',
      'Entrada número 9',
    ]);
    const second = await page('?type=create&page=2');
    expect(second.logs.map((log) => log.details)).toEqual([
      'Entrada número 6',
      'Entrada número 3',
      'Entrada número 0',
    ]);
    expect((await page('?type=create&page=3')).logs).toEqual([]);
  });

  it('searches username, user id and details by the start of their words, case-insensitively', async () => {
    expect((await page('?search=marcos&limit=100')).total).toBe(11);
    expect((await page('?search=MARC&limit=100')).total).toBe(11);
    expect((await page('?search=arcos&limit=100')).total).toBe(0); // not the start of a word
    expect((await page('?search=222222222222&limit=100')).total).toBe(11);
    expect((await page('?search=número 2&limit=100')).total).toBe(4); // 2, 20, 21, 22
    expect((await page('?search=joana prado 1111&limit=100')).total).toBe(12);
    // Words in the search's order and next to each other.
    expect((await page('?search=prado joana&limit=100')).total).toBe(0);
    expect((await page('?search=joana entrada&limit=100')).total).toBe(0);
    const both = await page('?search=joana&type=update&limit=100');
    expect(ours(both).every((l) => l.username === 'Joana Prado' && l.actionType === 'update')).toBe(
      true,
    );
    expect(both.total).toBe(4);
  });

  it('finds by a whole Discord id what the person did or had done to them', async () => {
    const byActor = await page('?search=111111111111111111&limit=100');
    expect(byActor.total).toBe(12);
    expect(byActor.totalCapped).toBe(false);
    expect(ours(byActor).every((log) => log.userId === '111111111111111111')).toBe(true);
  });

  it('counts a broad search up to 200 past the page and says the total is capped', async () => {
    await s.t.database.db.insert(auditLog).values(
      Array.from({ length: 1005 }, (_, i) => ({
        createdAt: new Date(base - (i + 1) * 1000),
        actorName: 'Sistema',
        actionType: 'view' as const,
        action: 'test.bulk',
        details: `Sonda de volume ${i}`,
      })),
    );
    const capped = await page('?search=sonda de volume');
    expect(capped).toMatchObject({ total: 200, totalCapped: true });
    expect(capped.logs.map((log) => log.details)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Sonda de volume ${i}`),
    );
    // Further pages count further, so the pager can always go on.
    expect(await page('?search=sonda de volume&page=100')).toMatchObject({
      total: 695,
      totalCapped: true,
    });
    const last = await page('?search=sonda de volume&page=201');
    expect(last).toMatchObject({ total: 1005, totalCapped: false });
    expect(last.logs.map((log) => log.details)).toEqual(
      [1000, 1001, 1002, 1003, 1004].map((i) => `Sonda de volume ${i}`),
    );
    const exact = await page('?search=sonda de volume 100');
    expect(exact).toMatchObject({ total: 6, totalCapped: false }); // 100, 1000–1004
    // Without a search the totals stay exact, from the counters.
    expect(await page('?type=view')).toMatchObject({ total: 1006, totalCapped: false });
  });

  it('treats punctuation as what separates words, never as a pattern', async () => {
    const percent = await page('?search=100%25 das');
    expect(percent.total).toBe(1);
    expect(percent.logs[0]?.details).toBe('Aprovou 100% das respostas_de teste');
    expect((await page('?search=respostas de')).total).toBe(1);
    expect((await page('?search=s_de')).total).toBe(0);
    expect((await page("?search=o'brien\\ %25_ (x)")).total).toBe(0);
    expect((await page('?search=%25%25%25')).total).toBe(0);
  });

  it('finds several words only next to each other, whatever separates them', async () => {
    await s.t.database.db.insert(auditLog).values(
      [
        'Baniu Ana Souza e Souza Lima do servidor',
        'Baniu Ana  Souza-Lima do servidor',
        'Baniu Ana Souza Lima do servidor',
      ].map((details, i) => ({
        createdAt: new Date(base + (100 + i) * 60_000),
        actorName: 'Sistema',
        actionType: 'permission' as const,
        action: 'test.words',
        details,
      })),
    );
    // Both pairs of the first entry are in the index, but not as one run of words.
    const found = await page('?search=ana souza lima');
    expect(found.logs.map((log) => log.details)).toEqual([
      'Baniu Ana Souza Lima do servidor',
      'Baniu Ana  Souza-Lima do servidor',
    ]);
    expect(found.total).toBe(2);
    expect((await page('?search=souza e souza li')).total).toBe(1);
    expect((await page('?search=ANA SOUZA-L')).total).toBe(2);
    expect((await page('?search=na souza lima')).total).toBe(0);
  });

  it('returns every field an entry needs, dates in ISO UTC', async () => {
    const [entry] = (await page('?search=Entrada número 22')).logs;
    expect(entry).toEqual({
      id: expect.any(String),
      userId: '111111111111111111',
      username: 'Joana Prado',
      avatar: null,
      createdAt: '2026-01-10T12:22:00.000Z',
      actionType: 'update',
      action: 'test.entry',
      target: null,
      details: 'Entrada número 22',
      before: null,
      after: null,
    });
  });

  it('refuses bad filters in Portuguese', async () => {
    for (const query of ['?type=hack', '?page=0', '?limit=1000', `?search=${'x'.repeat(101)}`]) {
      const response = await s.t.app.inject({
        method: 'GET',
        url: `${urlOf('auditLogs')}${query}`,
        headers: { cookie: s.as.administrador },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^Dados inválidos/);
    }
  });

  it('keeps a page without a search until an entry is added, however it is written', async () => {
    const before = await page('');
    expect((await page('')).total).toBe(before.total);
    // Straight to the database, as another process would write it.
    await s.t.database.db.execute(
      sql`insert into audit_log (actor_name, action_type, action, details)
        values ('Sistema', 'update', 'test.kept', 'Entrada escrita direto no banco')`,
    );
    const after = await page('');
    expect(after.total).toBe(before.total + 1);
    expect(after.logs[0]?.action).toBe('test.kept');
  });
});
