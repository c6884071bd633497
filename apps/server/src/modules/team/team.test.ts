import type { TeamFigures, TeamLine, TeamMember, TeamOverview } from '@panel/contract/api/team';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { postEntry } from '../../../test/blacklist-form';
import { defined } from '../../../test/defined';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { rollupDayOf } from '../../db/rollups/days';
import { histogramResolution } from '../../db/rollups/histogram';
import { applications } from '../../db/schema/applications';
import { blacklistEntries } from '../../db/schema/blacklist';
import { dutyShifts } from '../../db/schema/duty';
import { pointsLedger } from '../../db/schema/store';
import { tickets } from '../../db/schema/tickets';
import { users } from '../../db/schema/users';
import { decideAsStaff } from '../applications';

// The team's table against figures worked out by hand, on a history written into the tables
// (the triggers of migration 0051 fold it), for the week of 10 to 16 November 2026 and the week
// before. São Paulo is UTC-3: 23:59 there on the 9th and 00:01 on the 10th are both the 10th in
// UTC, the server's clock.

const admin = demoIds.administrador;
const mod = demoIds.moderador;
const suporte = demoIds.suporte;
/** Decided in the week while no longer on staff. */
const former = '300000000000000009';
/** No longer on staff, and idle in both weeks. */
const gone = '300000000000000008';
const member = (n: number) => `40000000000000${String(n).padStart(4, '0')}`;
const hours = (n: number) => n * 3_600_000;
const at = (iso: string) => new Date(iso);
const before = (iso: string, ms: number) => new Date(Date.parse(iso) - ms);

const week = { from: '2026-11-10', to: '2026-11-16' };

function decided(
  n: number,
  values: {
    by: string;
    at: string;
    wait: number;
    form?: 'whitelist' | 'insertion';
    status?: 'approved' | 'rejected';
    via?: 'panel' | 'discord';
  },
): typeof applications.$inferInsert {
  return {
    form: values.form ?? 'whitelist',
    roleName: values.form === 'insertion' ? 'developer' : null,
    userId: member(n),
    username: `m${n}`,
    answers: [],
    createdAt: before(values.at, values.wait),
    status: values.status ?? 'approved',
    decidedAt: at(values.at),
    decidedById: values.by,
    decidedByName: 'Equipe',
    decidedVia: values.via ?? 'panel',
  };
}

const s = useTestApp({
  seed: false,
  signIn: ['administrador', 'moderador', 'suporte'],
  prepare: async (t) => {
    const db = t.database.db;
    await db
      .insert(users)
      .values([
        { id: mod, username: 'bruno.mod', displayName: 'Bruno Lima', roleName: 'moderador' },
        { id: suporte, username: 'carla.suporte', displayName: 'Carla Dias', roleName: 'suporte' },
        { id: former, username: 'diego.antigo', displayName: 'Diego Antigo' },
        { id: gone, username: 'eva.antiga', displayName: 'Eva Antiga' },
        ...Array.from({ length: 30 }, (_, n) => ({ id: member(n), username: `m${n}` })),
      ]);
    await db.insert(applications).values([
      // The moderador's week: 00:01 on the 10th in São Paulo, then the 12th, 13th (Discord), 14th.
      decided(1, { by: mod, at: '2026-11-10T03:01:00Z', wait: hours(2) }),
      decided(2, { by: mod, at: '2026-11-12T15:00:00Z', wait: hours(24), status: 'rejected' }),
      decided(3, {
        by: mod,
        at: '2026-11-13T12:00:00Z',
        wait: hours(4),
        form: 'insertion',
        via: 'discord',
      }),
      decided(4, { by: mod, at: '2026-11-14T11:30:00Z', wait: hours(0.5) }),
      // 23:59 on the 9th in São Paulo: the week before.
      decided(5, { by: mod, at: '2026-11-10T02:59:00Z', wait: hours(24) }),
      decided(6, {
        by: admin,
        at: '2026-11-15T15:00:00Z',
        wait: hours(24),
        form: 'insertion',
        status: 'rejected',
      }),
      decided(7, { by: former, at: '2026-11-11T15:00:00Z', wait: hours(1) }),
      decided(8, { by: gone, at: '2026-09-01T15:00:00Z', wait: hours(1) }),
      // A code approves for the member themselves: nobody's work.
      { ...decided(9, { by: member(9), at: '2026-11-11T15:00:00Z', wait: 0 }) },
    ]);
    await db.insert(tickets).values([
      {
        userId: member(10),
        username: 'm10',
        ticketType: 'review_form',
        reason: 'Revisão',
        createdAt: at('2026-11-15T10:00:00Z'),
        status: 'approved',
        decidedAt: at('2026-11-15T13:00:00Z'),
        decidedById: mod,
        decidedByName: 'Bruno Lima',
      },
      {
        userId: member(11),
        username: 'm11',
        ticketType: 'review_form',
        reason: 'Revisão',
        createdAt: at('2026-11-14T13:00:00Z'),
        status: 'rejected',
        decidedAt: at('2026-11-16T13:00:00Z'),
        decidedById: mod,
        decidedByName: 'Bruno Lima',
      },
    ]);
    await db.insert(blacklistEntries).values([
      {
        type: 'player',
        target: member(12),
        reason: 'Cheat',
        addedById: mod,
        addedByName: 'Bruno Lima',
        createdAt: at('2026-11-11T12:00:00Z'),
      },
      {
        type: 'player',
        target: member(13),
        reason: 'Cheat',
        addedById: admin,
        addedByName: 'Ana Souza',
        createdAt: at('2026-11-13T12:00:00Z'),
      },
    ]);
    await db.insert(pointsLedger).values({
      userId: member(14),
      kind: 'refund',
      amount: 300,
      reason: 'Reembolso',
      actorId: admin,
      actorName: 'Ana Souza',
      createdAt: at('2026-11-12T12:00:00Z'),
    });
    await db.insert(dutyShifts).values({
      staffId: mod,
      staffName: 'Bruno Lima',
      startedAt: at('2026-11-12T12:00:00Z'),
      endedAt: at('2026-11-12T15:30:00Z'),
      startSource: 'panel',
      endSource: 'panel',
    });
  },
});

async function overview(cookie: string, query: Record<string, string>): Promise<TeamOverview> {
  const answer = await s.call('teamOverview', cookie, { query });
  expect(answer.statusCode).toBe(200);
  return answer.json<TeamOverview>();
}

const lineOf = (answer: TeamOverview, id: string): TeamLine =>
  defined(answer.staff.find((line) => line.staffId === id));

/** Within the histograms' resolution of the true duration (in hours). */
function near(actual: number | null, hoursExpected: number) {
  expect(actual).not.toBeNull();
  const ratio = (actual ?? 0) / hoursExpected;
  expect(ratio).toBeGreaterThanOrEqual(1 / histogramResolution - 0.005);
  expect(ratio).toBeLessThanOrEqual(histogramResolution + 0.005);
}

const idle: Omit<TeamFigures, 'dutyHours'> = {
  whitelistDecided: 0,
  insertionDecided: 0,
  approved: 0,
  rejected: 0,
  approvalRate: null,
  medianWaitHours: null,
  p90WaitHours: null,
  undone: 0,
  ticketsHandled: 0,
  medianCloseHours: null,
  blacklistAdded: 0,
  refunds: 0,
  discordDecisions: 0,
  panelDecisions: 0,
};

describe('the team overview', () => {
  it('adds up each staff member’s week and the week before, by São Paulo days', async () => {
    const answer = await overview(s.as.administrador, week);
    expect(answer.period).toEqual({ ...week, days: 7 });
    expect(answer.previousPeriod).toEqual({ from: '2026-11-03', to: '2026-11-09', days: 7 });
    expect(answer.ownOnly).toBe(false);
    // Current staff (the suporte idle), and whoever else did something; by name.
    expect(answer.staff.map((line) => line.staffId)).toEqual([admin, mod, suporte, former]);

    const moderador = lineOf(answer, mod);
    expect(moderador.current).toMatchObject({
      whitelistDecided: 3,
      insertionDecided: 1,
      approved: 3,
      rejected: 1,
      approvalRate: 0.75,
      undone: 0,
      ticketsHandled: 2,
      blacklistAdded: 1,
      refunds: 0,
      discordDecisions: 1,
      panelDecisions: 3,
      dutyHours: 3.5,
    });
    // Waits 0.5, 2, 4 and 24 hours: the 2nd (median) and the 4th (p90) of four.
    near(moderador.current.medianWaitHours, 2);
    near(moderador.current.p90WaitHours, 24);
    // Tickets closed in 3 and 48 hours: the median is the first of two.
    near(moderador.current.medianCloseHours, 3);
    expect(moderador.previous).toMatchObject({
      whitelistDecided: 1,
      approved: 1,
      approvalRate: 1,
      panelDecisions: 1,
      dutyHours: 0,
    });
    near(moderador.previous.medianWaitHours, 24);

    expect(lineOf(answer, admin).current).toMatchObject({
      insertionDecided: 1,
      rejected: 1,
      approvalRate: 0,
      blacklistAdded: 1,
      refunds: 1,
    });
    expect(lineOf(answer, suporte).current).toEqual({ ...idle, dutyHours: 0 });
    expect(lineOf(answer, former).current).toMatchObject({ whitelistDecided: 1 });

    expect(answer.totals.current).toMatchObject({
      whitelistDecided: 4,
      insertionDecided: 2,
      approved: 4,
      rejected: 2,
      ticketsHandled: 2,
      blacklistAdded: 2,
      refunds: 1,
      discordDecisions: 1,
      panelDecisions: 5,
      dutyHours: 3.5,
    });
    expect(answer.totals.current.approvalRate).toBeCloseTo(4 / 6, 4);
    // Waits 0.5, 1, 2, 4, 24, 24: the 3rd (median) and the 6th (p90) of six.
    near(answer.totals.current.medianWaitHours, 2);
    near(answer.totals.current.p90WaitHours, 24);
    expect(answer.totals.previous).toMatchObject({ whitelistDecided: 1, approved: 1 });
  });

  it('gives a staff member without view_team_analytics their own line alone', async () => {
    const everyone = await overview(s.as.administrador, week);
    for (const [cookie, id] of [
      [s.as.moderador, mod],
      [s.as.suporte, suporte],
    ] as const) {
      const own = await overview(cookie, week);
      expect(own.ownOnly).toBe(true);
      expect(own.staff).toEqual([lineOf(everyone, id)]);
      expect(own.totals).toEqual({
        current: lineOf(everyone, id).current,
        previous: lineOf(everyone, id).previous,
      });
    }
  });

  it('refuses a wrong period in Portuguese', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ days: '14' }, 'Período inválido: use 7, 30 ou 90 dias.'],
      [{ from: '2026-11-10' }, 'Informe a data inicial e a data final.'],
      [{ to: '2026-11-10' }, 'Informe a data inicial e a data final.'],
      [
        { days: '7', from: '2026-11-10', to: '2026-11-16' },
        'Escolha um período pronto ou as datas, não os dois.',
      ],
      [
        { from: '2026-11-16', to: '2026-11-10' },
        'A data inicial deve ser anterior ou igual à data final.',
      ],
      [{ from: '2025-01-01', to: '2026-01-02' }, 'Escolha um período de no máximo 366 dias.'],
      [
        { from: '2026-02-30', to: '2026-03-01' },
        'Data inicial inválida: use o formato AAAA-MM-DD.',
      ],
      [{ from: '2026-11-10', to: '16/11/2026' }, 'Data final inválida: use o formato AAAA-MM-DD.'],
      [
        { from: '1999-12-31', to: '2000-01-01' },
        'Data inicial inválida: use o formato AAAA-MM-DD.',
      ],
    ];
    for (const [query, message] of cases) {
      for (const id of ['teamOverview', 'exportTeam'] as const) {
        const answer = await s.call(id, s.as.administrador, { query });
        expect(answer.statusCode, `${id} ${JSON.stringify(query)}`).toBe(400);
        expect(messageOf(answer)).toContain(message);
      }
    }
    const member = await s.call('teamMember', s.as.administrador, {
      params: { staffId: mod },
      query: { days: '31' },
    });
    expect(member.statusCode).toBe(400);
    // 366 days, a leap year, is allowed.
    expect(
      (
        await s.call('teamOverview', s.as.administrador, {
          query: { from: '2024-01-01', to: '2024-12-31' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('counts a decision taken in Discord, and an undone one as undone only', async () => {
    const db = s.t.database.db;
    const [fromDiscord, undoneOne] = await db
      .insert(applications)
      .values([
        { form: 'whitelist', userId: member(20), username: 'm20', answers: [] },
        { form: 'whitelist', userId: member(21), username: 'm21', answers: [] },
      ])
      .returning();
    await decideAsStaff(
      db,
      { form: 'whitelist', decision: 'approve', userId: member(20) },
      {
        actor: { id: mod, name: 'Bruno Lima', avatar: null },
        requestId: 'interaction-1',
        ip: null,
        via: 'discord',
      },
      { cooldownMs: 0 },
    );
    const [row] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, defined(fromDiscord).id));
    expect(row?.decidedVia).toBe('discord');

    const approved = await s.call('approveAllowlist', s.as.moderador, {
      body: { userId: member(21), id: String(defined(undoneOne).id), undoable: true },
    });
    expect(approved.statusCode).toBe(200);
    const undone = await s.call('undoAllowlistDecision', s.as.moderador, {
      body: { id: String(defined(undoneOne).id) },
    });
    expect(undone.statusCode).toBe(200);

    const today = rollupDayOf(new Date());
    const line = lineOf(await overview(s.as.administrador, { from: today, to: today }), mod);
    expect(line.current).toMatchObject({
      whitelistDecided: 1,
      approved: 1,
      undone: 1,
      discordDecisions: 1,
      panelDecisions: 0,
    });
    // Both are its latest actions, whenever the period.
    expect(line.lastActivityAt).not.toBeNull();
    expect(lineOf(await overview(s.as.administrador, week), mod).lastActivityAt).toBe(
      line.lastActivityAt,
    );
  });
  it('leaves out a blacklist addition its author undid', async () => {
    const today = rollupDayOf(new Date());
    const addedToday = async () =>
      lineOf(await overview(s.as.administrador, { from: today, to: today }), mod).current
        .blacklistAdded;
    const kept = await postEntry(s.t, s.as.moderador, {
      type: 'player',
      target: member(25),
      reason: 'Metagaming',
    });
    expect(kept.statusCode).toBe(201);
    const undone = await postEntry(s.t, s.as.moderador, {
      type: 'player',
      target: member(26),
      reason: 'Engano',
    });
    expect(undone.statusCode).toBe(201);
    expect(await addedToday()).toBe(2);
    const undo = await s.call('undoAction', s.as.moderador, {
      params: { id: String(undone.headers['x-request-id']) },
    });
    expect(undo.statusCode).toBe(200);
    expect(await addedToday()).toBe(1);
  });
});

describe('one staff member’s days', () => {
  it('gives every day of the period, the 23:59 and 00:01 events on their own São Paulo days', async () => {
    const answer = await s.call('teamMember', s.as.administrador, {
      params: { staffId: mod },
      query: { from: '2026-11-09', to: '2026-11-14' },
    });
    expect(answer.statusCode).toBe(200);
    const member = answer.json<TeamMember>();
    expect(member.days.map((day) => day.day)).toEqual([
      '2026-11-09',
      '2026-11-10',
      '2026-11-11',
      '2026-11-12',
      '2026-11-13',
      '2026-11-14',
    ]);
    const decidedOn = Object.fromEntries(
      member.days.map((day) => [day.day, day.whitelistDecided + day.insertionDecided]),
    );
    expect(decidedOn).toEqual({
      '2026-11-09': 1,
      '2026-11-10': 1,
      '2026-11-11': 0,
      '2026-11-12': 1,
      '2026-11-13': 1,
      '2026-11-14': 1,
    });
    const day12 = defined(member.days.find((day) => day.day === '2026-11-12'));
    expect(day12).toMatchObject({ rejected: 1, dutyHours: 3.5 });
    near(day12.medianWaitHours, 24);
    expect(member.current).toMatchObject({ whitelistDecided: 4, insertionDecided: 1 });
  });

  it('is one’s own for anyone on staff, another’s with view_team_analytics only', async () => {
    const own = await s.call('teamMember', s.as.suporte, {
      params: { staffId: suporte },
      query: week,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<TeamMember>().current).toEqual({ ...idle, dutyHours: 0 });
    const other = await s.call('teamMember', s.as.suporte, {
      params: { staffId: mod },
      query: week,
    });
    expect(other.statusCode).toBe(403);
    const otherCsv = await s.call('exportTeamMember', s.as.suporte, {
      params: { staffId: mod },
      query: week,
    });
    expect(otherCsv.statusCode).toBe(403);
    const unknown = await s.call('teamMember', s.as.administrador, {
      params: { staffId: '399999999999999999' },
      query: week,
    });
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe('Membro da equipe não encontrado.');
  });
});

/** A CSV line's cells: `;` between them, quoted when they hold `;` or `,` (no quotes inside here). */
function cellsOf(line: string | undefined): string[] {
  const cells = [''];
  let quoted = false;
  for (const char of line ?? '') {
    if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) cells.push('');
    else cells[cells.length - 1] += char;
  }
  return cells;
}

describe('the CSV exports', () => {
  it('write the table in pt-BR: ; between cells, a decimal comma, dd/mm/aaaa', async () => {
    const answer = await s.call('exportTeam', s.as.administrador, { query: week });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="equipe-2026-11-10-2026-11-16.csv"',
    );
    const [header, ...lines] = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header?.split(';').slice(0, 8)).toEqual([
      'Membro',
      'ID do Discord',
      'Whitelists decididas',
      'Inscrições decididas',
      'Aprovadas',
      'Reprovadas',
      'Taxa de aprovação (%)',
      'Espera mediana (h)',
    ]);
    expect(lines).toHaveLength(4);
    // Decimal cells hold a comma, so they are quoted, as every cell with a separator is.
    expect(defined(lines.find((line) => line.includes(mod)))).toContain(';"3,5";');
    const cells = cellsOf(lines.find((line) => line.includes(mod)));
    expect(cells.slice(1, 7)).toEqual([mod, '3', '1', '3', '1', '75']);
    expect(cells[7]).toMatch(/^\d+,\d{1,2}$/);
    expect(cells[16]).toBe('3,5');
    expect(cells.at(-1)).toMatch(/^(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2})?$/);

    const own = await s.call('exportTeam', s.as.suporte, { query: week });
    expect(own.statusCode).toBe(200);
    expect(own.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('write one staff member’s days, one line a day', async () => {
    const answer = await s.call('exportTeamMember', s.as.moderador, {
      params: { staffId: mod },
      query: week,
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[1]?.startsWith('10/11/2026;1;0;1;0;100;')).toBe(true);
    expect(cellsOf(lines[3])[15]).toBe('3,5');
  });
});
