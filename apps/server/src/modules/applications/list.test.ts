import type { Application, MyApplication } from '@panel/contract/api/applications';
import type { Question } from '@panel/contract/api/forms';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/use-test-app';
import { demoIds, signIn } from '../../../test/sign-in';
import { urlOf } from '../../../test/api';

let experience: Question;
const base = Date.parse('2026-02-01T12:00:00Z');
const memberId = (i: number) => String(300000000000000000n + BigInt(i));
const names = ['Ana Clara', 'Bruno Souza', 'Carla Souza', 'Davi Lima', 'Eva Souza', 'Fábio Reis'];

const s = useTestApp({
  seed: false,
  signIn: ['administrador', 'moderador', 'suporte'],
  prepare: async () => {
    const db = s.t.database.db;
    await db.insert(users).values([
      {
        id: demoIds.administrador,
        username: 'ana.admin',
        displayName: 'Ana Souza',
        roleName: 'administrador',
      },
      { id: demoIds.suporte, username: 'carla', displayName: 'Carla Dias', roleName: 'suporte' },
      ...Array.from({ length: 12 }, (_, i) => ({ id: memberId(i), username: `m${i}` })),
    ]);
  },
});
beforeAll(async () => {
  const db = s.t.database.db;
  const questions = await s.call('listQuestions', s.as.administrador, {
    query: { formType: 'whitelist' },
  });
  experience = questions.json<Question[]>()[0]!;
  const identity = { discordUsername: 'membro', walletAddress: '0x1', socialMedia: null };
  await db.insert(applications).values([
    // Eight pending, created one hour apart; six in list shape, two in the older object shape.
    ...Array.from({ length: 8 }, (_, i) => ({
      form: 'whitelist' as const,
      userId: memberId(i),
      username: names[i % names.length]!,
      createdAt: new Date(base + i * 3_600_000),
      identity,
      answers:
        i < 6
          ? [{ questionId: experience.id, question: experience.text, answer: `Resposta ${i}` }]
          : { Experiência: `Antiga ${i}`, 'Pergunta removida': 'Valor antigo' },
    })),
    ...[8, 9].map((i) => ({
      form: 'whitelist' as const,
      userId: memberId(i),
      username: i === 8 ? '=HYPERLINK("http://mal.example")' : 'Gil 100% Souza',
      status: 'approved' as const,
      createdAt: new Date(base),
      decidedAt: new Date(base + i * 60_000),
      decidedByName: 'Ana Souza',
      identity: { ...identity, walletAddress: '+5511999999999' },
      answers: [{ questionId: experience.id, question: experience.text, answer: '@SUM(A1), "ok"' }],
    })),
    {
      form: 'insertion' as const,
      userId: memberId(10),
      username: 'Iara Nunes',
      roleName: 'cinematic',
      answers: { Portfólio: 'https://exemplo.com' },
    },
  ]);
});

const page = async (query: string, cookie = s.as.administrador) => {
  const response = await s.call('GET', `${urlOf('listAllowlists')}${query}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return { items: response.json<Application[]>(), total: response.headers['x-total-count'] };
};

describe('staff lists', () => {
  it('pages the pending entries, oldest first, five by default, with the total in a header', async () => {
    const first = await page('');
    expect(first.total).toBe('8');
    expect(first.items.map((item) => item.userId)).toEqual([0, 1, 2, 3, 4].map(memberId));
    const second = await page('?page=2');
    expect(second.items.map((item) => item.userId)).toEqual([5, 6, 7].map(memberId));
    expect((await page('?page=3')).items).toEqual([]);
    expect((await page('?limit=2&page=4')).items).toHaveLength(2);
  });

  it('returns each entry with its answers, whatever shape they were stored in', async () => {
    const { items } = await page('?page=2');
    expect(items[0]).toMatchObject({
      id: expect.any(String),
      username: 'Fábio Reis',
      avatarUrl: null,
      identity: { discordUsername: 'membro', walletAddress: '0x1', socialMedia: null },
      answers: [{ questionId: experience.id, question: 'Experiência', answer: 'Resposta 5' }],
      roleName: null,
      status: 'pending',
      decidedAt: null,
      decidedBy: null,
      decisionReason: null,
    });
    expect(items[1]?.answers).toEqual([
      { questionId: null, question: 'Experiência', answer: 'Antiga 6' },
      { questionId: null, question: 'Pergunta removida', answer: 'Valor antigo' },
    ]);
  });

  it('searches by part of the name (any case) or by a whole Discord id', async () => {
    const souza = await page('?search=SOUZA');
    expect(souza.total).toBe('4');
    expect(souza.items.every((item) => item.username.includes('Souza'))).toBe(true);
    const byId = await page(`?search=${memberId(3)}`);
    expect(byId.items.map((item) => item.userId)).toEqual([memberId(3)]);
    expect((await page('?search=%25')).total).toBe('0');
    expect((await page('?search=100%25&status=approved')).items[0]?.username).toBe(
      'Gil 100% Souza',
    );
  });

  it('filters decided entries, latest decisions first', async () => {
    const approved = await page('?status=approved');
    expect(approved.total).toBe('2');
    expect(approved.items.map((item) => item.userId)).toEqual([memberId(9), memberId(8)]);
    expect(approved.items[0]).toMatchObject({ decidedBy: 'Ana Souza' });
    expect((await page('?status=rejected')).total).toBe('0');
  });

  it('writes dates as the rest of the API does, with or without a search', async () => {
    const db = s.t.database.db;
    // PostgreSQL keeps microseconds: the page's text must still be `Date.toISOString`'s.
    await db
      .update(applications)
      .set({ decidedAt: sql`'2026-02-03 04:05:06.789999+00'::timestamptz` })
      .where(eq(applications.userId, memberId(9)));
    const [stored] = await db
      .select()
      .from(applications)
      .where(eq(applications.userId, memberId(9)));
    for (const query of ['?status=approved', '?status=approved&search=gil']) {
      const [entry] = (await page(query)).items;
      expect(entry, query).toMatchObject({
        userId: memberId(9),
        createdAt: new Date(base).toISOString(),
        decidedAt: '2026-02-03T04:05:06.789Z',
      });
      expect(entry?.decidedAt).toBe(stored?.decidedAt?.toISOString());
    }
  });

  it('matches one or two letters at the start of a word of the name', async () => {
    const names = async (query: string) => (await page(query)).items.map((item) => item.username);
    expect(await names('?search=cl')).toEqual(['Ana Clara', 'Ana Clara']);
    expect(await names('?search=ra')).toEqual([]);
    expect(await names('?search=ara')).toEqual(['Ana Clara', 'Ana Clara']);
  });

  it('keeps the totals exact as entries are decided and removed', async () => {
    const response = await s.call('approveAllowlist', s.as.administrador, {
      body: { userId: memberId(0) },
    });
    expect(response.statusCode).toBe(200);
    expect((await page('')).total).toBe('7');
    expect((await page('?status=approved')).total).toBe('3');
    await s.t.database.db.delete(users).where(eq(users.id, memberId(0)));
    expect((await page('?status=approved')).total).toBe('2');
    expect((await page('')).total).toBe('7');
  });

  it('lists insertions with their role', async () => {
    const response = await s.call('listInsertions', s.as.suporte);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toEqual([
      expect.objectContaining({ roleName: 'cinematic', identity: null }),
    ]);
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of ['?status=todos', '?page=0', '?limit=101', `?search=${'x'.repeat(101)}`]) {
      const response = await s.call(
        'GET',
        `${urlOf('listAllowlists')}${query}`,
        s.as.administrador,
      );
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('my applications', () => {
  it('shows members their own applications only', async () => {
    const mine = await s.call('myApplications', s.as.suporte);
    expect(mine.json()).toEqual([]);
    const decidedAt = new Date(Date.now() - 86_400_000);
    await s.t.database.db.insert(applications).values({
      form: 'insertion',
      userId: demoIds.suporte,
      username: 'Carla Dias',
      roleName: 'designer',
      status: 'rejected',
      decidedAt,
      decidedByName: 'Ana Souza',
      decisionReason: 'Portfólio incompleto.',
      answers: [],
    });
    const list = (await s.call('myApplications', s.as.suporte)).json<MyApplication[]>();
    expect(list).toEqual([
      {
        id: expect.any(String),
        form: 'insertion',
        roleName: 'designer',
        status: 'rejected',
        createdAt: expect.any(String),
        decidedAt: decidedAt.toISOString(),
        decisionReason: 'Portfólio incompleto.',
        reapplyAt: new Date(decidedAt.getTime() + 7 * 86_400_000).toISOString(),
        revokedAt: null,
        revokeReason: null,
        score: null,
        triage: null,
        identity: null,
        answers: [],
      },
    ]);
    expect(JSON.stringify(list)).not.toContain('Ana Souza');
    expect((await s.call('myApplications')).statusCode).toBe(401);
  });

  it('dates the next application only from the newest refusal, and only while it is ahead', async () => {
    const day = 86_400_000;
    const rejected = (roleName: string, createdAt: Date, decidedAt: Date) => ({
      form: 'insertion' as const,
      userId: demoIds.moderador,
      username: 'Bruno Lima',
      roleName,
      status: 'rejected' as const,
      createdAt,
      decidedAt,
      decisionReason: 'Incompleta.',
      answers: [],
    });
    await s.t.database.db.insert(applications).values([
      // Refused a month ago: the cooldown is over.
      rejected('cinematic', new Date(Date.now() - 31 * day), new Date(Date.now() - 30 * day)),
      // Refused yesterday, but sent again since: the older refusal dates nothing.
      rejected('developer', new Date(Date.now() - 3 * day), new Date(Date.now() - day)),
      {
        form: 'insertion',
        userId: demoIds.moderador,
        username: 'Bruno Lima',
        roleName: 'developer',
        status: 'pending',
        createdAt: new Date(),
        answers: [],
      },
    ]);
    const list = (await s.call('myApplications', s.as.moderador)).json<MyApplication[]>();
    const inserted = list.filter((item) =>
      ['cinematic', 'developer'].includes(item.roleName ?? ''),
    );
    expect(
      inserted.map(({ roleName, status, reapplyAt }) => ({ roleName, status, reapplyAt })),
    ).toEqual([
      { roleName: 'developer', status: 'pending', reapplyAt: null },
      { roleName: 'developer', status: 'rejected', reapplyAt: null },
      { roleName: 'cinematic', status: 'rejected', reapplyAt: null },
    ]);
    // The counts the next tests read stay those of their own rows.
    await s.t.database.db.delete(applications).where(eq(applications.userId, demoIds.moderador));
  });
});

describe('CSV export', () => {
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('exports every page of the filter for Excel, guarded against formulas', async () => {
    const response = await s.call('exportAllowlists', s.as.suporte, { query: { search: 'souza' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="allowlists-pending-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = lines(response.body);
    expect(rows).toHaveLength(4);
    expect(header).toBe(
      'id,userId,username,status,createdAt,decidedAt,decidedBy,decisionReason,score,triage,discordUsername,walletAddress,socialMedia,Experiência,Por que você quer entrar?,Pergunta removida',
    );
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.includes(memberId(7)))).toMatch(
      /,Bruno Souza,pending,.*,membro,0x1,,Antiga 7,,Valor antigo$/,
    );
  });

  it('prefixes cells that start with = + - @ and quotes separators and quotes', async () => {
    const response = await s.call('exportAllowlists', s.as.administrador, {
      query: { status: 'approved' },
    });
    const rows = lines(response.body).slice(1);
    const hostile = rows.find((row) => row.includes(memberId(8)))!;
    expect(hostile).toContain(`,"'=HYPERLINK(""http://mal.example"")",approved,`);
    expect(hostile).toContain(`,'+5511999999999,`);
    expect(hostile).toContain(`,"'@SUM(A1), ""ok""",`);
    expect(rows.join('\n')).not.toMatch(/(^|,)[=+@-]/m);
  });

  it('uses ; when asked, and exports insertions with their role column', async () => {
    const response = await s.call('exportInsertions', s.as.administrador, {
      query: 'separator=%3B',
    });
    const [header, row] = lines(response.body);
    expect(header).toBe(
      'id;userId;username;roleName;status;createdAt;decidedAt;decidedBy;decisionReason;score;triage;Portfólio',
    );
    expect(row).toMatch(/;Iara Nunes;cinematic;pending;.*;https:\/\/exemplo\.com$/);
  });

  it('records who exported, and keeps members out', async () => {
    const entries = await s.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'applications.whitelist.export'));
    expect(entries[0]).toMatchObject({
      actionType: 'view',
      actorName: 'Carla Dias',
      details: 'Exportou em CSV as whitelists (pendentes, busca "souza")',
    });
    const member = await signIn(s.t.app, demoIds.membro);
    expect((await s.call('exportAllowlists', member)).statusCode).toBe(403);
  });
});

describe('broad searches', () => {
  it('count up to 1000 matches and say so in a header; plain totals stay exact', async () => {
    await s.t.database.db.execute(sql`
      with new_users as (
        insert into users (id, username)
        select (500000000000000000 + g)::text, 'z' || g from generate_series(1, 1001) g
        returning id
      )
      insert into applications (form, user_id, username, role_name, status, answers)
      select 'insertion', id, 'Zé Capado ' || id, 'designer', 'rejected', '[]' from new_users`);
    const search = await s.call('listInsertions', s.as.administrador, {
      query: { status: 'rejected', search: 'capado' },
    });
    expect(search.headers['x-total-count']).toBe('1000');
    expect(search.headers['x-total-capped']).toBe('true');
    expect(search.json()).toHaveLength(5);
    const plain = await s.call('listInsertions', s.as.administrador, {
      query: { status: 'rejected' },
    });
    // The 1001 and Carla's rejected application from above.
    expect(plain.headers['x-total-count']).toBe('1002');
    expect(plain.headers['x-total-capped']).toBeUndefined();
  });
});
