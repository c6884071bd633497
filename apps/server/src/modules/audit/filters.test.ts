import type { AuditPage } from '@panel/contract/api/audit';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { useTestApp } from '../../../test/use-test-app';
import { urlOf } from '../../../test/api';

const joana = '111111111111111111';
const marcos = '222222222222222222';
const member = '333333333333333333';
const base = Date.parse('2026-01-10T12:00:00Z');

// 30 entries a minute apart from 12:00 UTC: Joana acts on even minutes, Marcos on odd ones;
// every third one is a deletion; Marcos's entries are about the member.
const s = useTestApp({
  seed: false,
  signIn: ['administrador'],
  prepare: async () => {
    await s.t.database.db.insert(auditLog).values(
      Array.from({ length: 30 }, (_, i) => ({
        createdAt: new Date(base + i * 60_000),
        actorId: i % 2 === 0 ? joana : marcos,
        actorName: i % 2 === 0 ? 'Joana Prado' : 'Marcos Vale',
        actionType: i % 3 === 0 ? ('delete' as const) : ('update' as const),
        action: i === 4 ? 'auth.signIn' : 'test.filter',
        target: i % 2 === 0 ? null : member,
        details: `Filtro número ${i}`,
      })),
    );
  },
});

async function ask(query: string) {
  return s.t.app.inject({
    method: 'GET',
    url: `${urlOf('auditLogs')}${query}`,
    headers: { cookie: s.as.administrador },
  });
}

/** A page of the log, with what its headers say of the count (one convention for every list). */
async function page(query: string): Promise<AuditPage & { totalCapped: boolean }> {
  const response = await ask(query);
  expect(response.statusCode).toBe(200);
  const body = response.json<AuditPage>();
  expect(response.headers['x-total-count']).toBe(String(body.total));
  return { ...body, totalCapped: response.headers['x-total-capped'] === 'true' };
}

/** The entry numbers a page shows, newest first. */
const numbers = (p: AuditPage) => p.logs.map((log) => Number(log.details.split(' ').at(-1)));

const at = (minute: number) => new Date(base + minute * 60_000).toISOString();

describe('GET /api/audit/logs filtered by member of staff and period', () => {
  it('lists what one member did, newest first, counted', async () => {
    const first = await page(`?actorId=${joana}&limit=5`);
    expect(first).toMatchObject({ total: 15, totalCapped: false });
    expect(numbers(first)).toEqual([28, 26, 24, 22, 20]);
    expect(first.logs.every((log) => log.userId === joana)).toBe(true);
    expect(numbers(await page(`?actorId=${joana}&limit=5&page=3`))).toEqual([8, 6, 4, 2, 0]);
    expect((await page(`?actorId=${joana}&limit=5&page=4`)).logs).toEqual([]);
    // A member with no entries.
    expect(await page('?actorId=444444444444444444')).toMatchObject({ total: 0, logs: [] });
  });

  it('takes a period with both ends included, whatever offset they are written with', async () => {
    const period = await page(`?from=${at(10)}&to=${at(14)}&limit=50`);
    expect(numbers(period)).toEqual([14, 13, 12, 11, 10]);
    expect(period.total).toBe(5);
    // 09:10 and 09:14 in Brasília are 12:10 and 12:14 UTC.
    const brasilia = await page(
      `?from=${encodeURIComponent('2026-01-10T09:10:00-03:00')}&to=${encodeURIComponent(
        '2026-01-10T09:14:00.000-03:00',
      )}&limit=50`,
    );
    expect(numbers(brasilia)).toEqual([14, 13, 12, 11, 10]);
    expect(numbers(await page(`?from=${at(27)}&to=${at(35)}&limit=50`))).toEqual([29, 28, 27]);
    expect(numbers(await page(`?to=${at(2)}&limit=50`))).toEqual([2, 1, 0]);
    // One moment: from = to.
    expect(numbers(await page(`?from=${at(7)}&to=${at(7)}`))).toEqual([7]);
  });

  it('combines member, period, type, search and sign-ins', async () => {
    const combined = await page(`?actorId=${marcos}&from=${at(5)}&to=${at(20)}&limit=50`);
    expect(numbers(combined)).toEqual([19, 17, 15, 13, 11, 9, 7, 5]);
    const deletions = await page(`?actorId=${marcos}&type=delete&limit=50`);
    expect(numbers(deletions)).toEqual([27, 21, 15, 9, 3]);
    expect(deletions.total).toBe(5);
    const searched = await page(`?actorId=${joana}&search=filtro número 2&limit=50`);
    expect(numbers(searched)).toEqual([28, 26, 24, 22, 20, 2]);
    // A whole Discord id finds what was done to them; the actor filter still applies.
    const aboutMember = await page(`?search=${member}&from=${at(20)}&limit=50`);
    expect(numbers(aboutMember)).toEqual([29, 27, 25, 23, 21]);
    expect((await page(`?search=${member}&actorId=${joana}`)).total).toBe(0);
    const noSignIns = await page(`?actorId=${joana}&to=${at(6)}&signIns=hide&limit=50`);
    expect(numbers(noSignIns)).toEqual([6, 2, 0]);
  });

  it('counts a broad filter up to 200 past the page and says the total is capped', async () => {
    await s.t.database.db.insert(auditLog).values(
      Array.from({ length: 260 }, (_, i) => ({
        createdAt: new Date(base - (i + 1) * 1000),
        actorId: '555555555555555555',
        actorName: 'Robô de carga',
        actionType: 'view' as const,
        action: 'test.bulk',
        details: `Carga ${i}`,
      })),
    );
    const broad = await page('?actorId=555555555555555555');
    expect(broad).toMatchObject({ total: 200, totalCapped: true });
    expect(broad.logs.map((log) => log.details)).toEqual([0, 1, 2, 3, 4].map((i) => `Carga ${i}`));
    const further = await page('?actorId=555555555555555555&page=13');
    expect(further).toMatchObject({ total: 260, totalCapped: false });
    // A period that holds them all counts the same way.
    expect(await page(`?to=${at(-1)}&limit=50`)).toMatchObject({ total: 200, totalCapped: true });
  });

  it('searches among a busy member entries, a common word or a rare one', async () => {
    const busy = '666666666666666666';
    // 2 100 entries: the oldest three name a rare word, every second one a common word.
    await s.t.database.db.insert(auditLog).values(
      Array.from({ length: 2100 }, (_, i) => ({
        createdAt: new Date(base - 86_400_000 + i * 1000),
        actorId: busy,
        actorName: 'Ocupada Silva',
        actionType: 'update' as const,
        action: 'test.busy',
        details: `${i < 3 ? 'Raríssimo ' : ''}${i % 2 === 0 ? 'Comum ' : ''}registro ${i}`,
      })),
    );
    const rare = await page(`?actorId=${busy}&search=raríssimo`);
    expect(rare).toMatchObject({ total: 3, totalCapped: false });
    expect(rare.logs.map((log) => log.details)).toEqual([
      'Raríssimo Comum registro 2',
      'Raríssimo registro 1',
      'Raríssimo Comum registro 0',
    ]);
    const common = await page(`?actorId=${busy}&search=comum registro&limit=5`);
    expect(common).toMatchObject({ total: 200, totalCapped: true });
    expect(common.logs.map((log) => log.details)).toEqual(
      [2098, 2096, 2094, 2092, 2090].map((i) => `Comum registro ${i}`),
    );
    // Far enough for the count to end: every match, counted exactly.
    expect(await page(`?actorId=${busy}&search=comum registro&limit=50&page=18`)).toMatchObject({
      total: 1050,
      totalCapped: false,
    });
    // Someone else's words do not count for this member.
    expect((await page(`?actorId=${busy}&search=joana`)).total).toBe(0);
  });

  it('keeps a filtered page apart from the others until an entry is added', async () => {
    const joanas = await page(`?actorId=${joana}&limit=5`);
    const marcoss = await page(`?actorId=${marcos}&limit=5`);
    expect(numbers(marcoss)).not.toEqual(numbers(joanas));
    expect(numbers(await page(`?actorId=${joana}&limit=5`))).toEqual(numbers(joanas));
    await s.t.database.db.execute(
      sql`insert into audit_log (created_at, actor_id, actor_name, action_type, action, details)
        values (${at(40)}::timestamptz, ${joana}, 'Joana Prado', 'update', 'test.filter',
          'Filtro número 40')`,
    );
    const after = await page(`?actorId=${joana}&limit=5`);
    expect(numbers(after)[0]).toBe(40);
    expect(after.total).toBe(joanas.total + 1);
  });

  it('refuses a bad member id or period in Portuguese, never with a 500', async () => {
    const refusals: [string, string][] = [
      ['?actorId=joana', 'Informe um ID do Discord válido (17 a 20 dígitos).'],
      ['?actorId=123', 'Informe um ID do Discord válido (17 a 20 dígitos).'],
      ['?from=ontem', 'Data inicial inválida: use data e hora ISO 8601.'],
      ['?to=2026-02-30T00:00:00Z', 'Data final inválida: use data e hora ISO 8601.'],
      ['?from=0000-01-01T00:00:00Z', 'Data inicial inválida: use data e hora ISO 8601.'],
      [`?from=${at(10)}&to=${at(9)}`, 'A data inicial deve ser anterior ou igual à data final.'],
      [
        `?from=${encodeURIComponent('2026-01-10T10:00:00-03:00')}&to=${encodeURIComponent(
          '2026-01-10T12:59:00Z',
        )}`,
        'A data inicial deve ser anterior ou igual à data final.',
      ],
    ];
    for (const [query, message] of refusals) {
      const response = await ask(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toBe(
        `Dados inválidos: ${message}`,
      );
    }
  });
});
