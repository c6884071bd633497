import type { DutyShifts, DutySettings, MyDuty, OnDuty } from '@panel/contract/api/duty';
import type { MemberFile } from '@panel/contract/api/members';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { defined } from '../../../test/defined';
import { notice, openEvents, type EventClient } from '../../../test/event-client';
import { memberSession } from '../../../test/member-session';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { dutyShifts } from '../../db/schema/duty';
import { users } from '../../db/schema/users';
import { closeOverdueDuty, startDuty } from '.';
import { readMyDuty } from './service/shifts';

const s = useTestApp({ signIn: ['administrador', 'moderador', 'suporte', 'membro'] });
const db = () => s.t.database.db;

const open: EventClient[] = [];
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

const shiftsOf = (staffId: string) =>
  db().select().from(dutyShifts).where(eq(dutyShifts.staffId, staffId)).orderBy(dutyShifts.id);
const openShiftsOf = (staffId: string) =>
  db()
    .select()
    .from(dutyShifts)
    .where(and(eq(dutyShifts.staffId, staffId), isNull(dutyShifts.endedAt)));
const auditFor = (action: string, target: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)))
    .orderBy(auditLog.id);

/** A member of staff of their own (a suporte), so a test's shifts are its own. */
async function newStaff(id: string, name: string): Promise<string> {
  const cookie = await memberSession(s.t, id, name);
  await db().update(users).set({ roleName: 'suporte' }).where(eq(users.id, id));
  return cookie;
}

describe('going on and off duty from the panel', () => {
  it('starts and ends a shift, each audited on the staff member, and refuses a second start or end', async () => {
    const carla = demoIds.suporte;
    const started = await s.call('startDuty', s.as.suporte);
    expect(started.statusCode).toBe(200);
    const duty = started.json<MyDuty>();
    expect(duty.shift).toMatchObject({
      staffId: carla,
      startSource: 'panel',
      endedAt: null,
      endSource: null,
    });
    expect((await s.call('getMyDuty', s.as.suporte)).json<MyDuty>().shift?.id).toBe(duty.shift?.id);

    const again = await s.call('startDuty', s.as.suporte);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('Você já está em serviço.');
    expect(await openShiftsOf(carla)).toHaveLength(1);

    const ended = await s.call('endDuty', s.as.suporte);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<MyDuty>().shift).toBeNull();
    const [shift] = await shiftsOf(carla);
    expect(shift).toMatchObject({ startSource: 'panel', endSource: 'panel' });
    expect(shift?.endedAt).not.toBeNull();

    const none = await s.call('endDuty', s.as.suporte);
    expect(none.statusCode).toBe(409);
    expect(messageOf(none)).toBe('Você não está em serviço.');

    const [start] = await auditFor('duty.start', carla);
    expect(start).toMatchObject({
      actorId: carla,
      actionType: 'create',
      details: 'Entrou em serviço',
    });
    expect(start?.after).toMatchObject({ startSource: 'panel' });
    const [end] = await auditFor('duty.end', carla);
    expect(end).toMatchObject({ actorId: carla, actionType: 'update' });
    expect(end?.details).toMatch(/^Saiu de serviço depois de \d+min$/);
    expect(end?.after).toMatchObject({ endSource: 'panel' });
  });

  it('makes one shift of many starts at once', async () => {
    const id = '730000000000000001';
    const cookie = await newStaff(id, 'Rita Ramos');
    const answers = await Promise.all(Array.from({ length: 6 }, () => s.call('startDuty', cookie)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await shiftsOf(id)).toHaveLength(1);
    expect(await auditFor('duty.start', id)).toHaveLength(1);
  });

  it('refuses whoever is not staff, however they ask', async () => {
    for (const id of [
      'getMyDuty',
      'startDuty',
      'endDuty',
      'listOnDuty',
      'getDutySettings',
    ] as const) {
      expect((await s.call(id, s.as.membro)).statusCode).toBe(403);
    }
    const member = {
      user: { id: demoIds.membro, username: 'diego', displayName: 'Diego', avatarUrl: null },
      permissions: Object.fromEntries(
        Object.keys(
          (await s.call('me', s.as.membro)).json<{ permissions: object }>().permissions,
        ).map((key) => [key, false]),
      ),
    } as Parameters<typeof startDuty>[1];
    await expect(
      startDuty(db(), member, 'discord', {
        actor: { id: demoIds.membro, name: 'Diego', avatar: null },
        requestId: null,
        ip: null,
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
    expect(await shiftsOf(demoIds.membro)).toEqual([]);
  });
});

describe('who is on duty, and the shifts', () => {
  it('lists who is on duty now, since when and from where', async () => {
    const bruno = demoIds.moderador;
    expect((await s.call('startDuty', s.as.moderador)).statusCode).toBe(200);
    const onDuty = (await s.call('listOnDuty', s.as.suporte)).json<OnDuty>();
    expect(onDuty.staff).toContainEqual(
      expect.objectContaining({ staffId: bruno, source: 'panel', since: expect.any(String) }),
    );
    expect((await s.call('endDuty', s.as.moderador)).statusCode).toBe(200);
    const after = (await s.call('listOnDuty', s.as.suporte)).json<OnDuty>();
    expect(after.staff.map((staff) => staff.staffId)).not.toContain(bruno);
  });

  it("lists one's own shifts without the team's permission, and refuses anyone else's", async () => {
    const carla = demoIds.suporte;
    const own = await s.call('listDutyShifts', s.as.suporte, { query: { staffId: carla } });
    expect(own.statusCode).toBe(200);
    const shifts = own.json<DutyShifts>();
    expect(shifts.shifts.length).toBeGreaterThan(0);
    expect(shifts.shifts.every((shift) => shift.staffId === carla)).toBe(true);

    const others = await s.call('listDutyShifts', s.as.suporte, {
      query: { staffId: demoIds.moderador },
    });
    expect(others.statusCode).toBe(403);
    expect((await s.call('listDutyShifts', s.as.suporte)).statusCode).toBe(403);
    const [denied] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.denied'), eq(auditLog.actorId, carla)));
    expect(denied?.details).toBe(
      'Acesso negado a GET /api/duty/shifts: falta a permissão "Ver análise da equipe"',
    );

    const everyone = await s.call('listDutyShifts', s.as.administrador);
    expect(everyone.statusCode).toBe(200);
    const ids = new Set(everyone.json<DutyShifts>().shifts.map((shift) => shift.staffId));
    expect(ids).toContain(carla);
    expect(ids).toContain(demoIds.moderador);
  });

  it('refuses a period that is wrong, in Portuguese', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: 'ontem' }, 'Data inicial inválida: use data e hora ISO 8601.'],
      [
        { from: '2026-12-05T00:00:00-03:00', to: '2026-12-01T00:00:00-03:00' },
        'A data inicial deve ser anterior ou igual à data final.',
      ],
      [
        { from: '2024-01-01T00:00:00-03:00', to: '2026-01-01T00:00:00-03:00' },
        'Escolha um período de no máximo 366 dias.',
      ],
      [{ from: '2099-01-01T00:00:00Z' }, 'A data inicial deve ser anterior ou igual à data final.'],
    ];
    for (const [query, message] of cases) {
      const answer = await s.call('listDutyShifts', s.as.administrador, { query });
      expect(answer.statusCode).toBe(400);
      expect(messageOf(answer)).toContain(message);
    }
  });

  it('adds up today and this week in America/Sao_Paulo, across midnight and Monday', async () => {
    const id = '730000000000000002';
    await newStaff(id, 'Sara Souza');
    const at = (text: string) => new Date(text);
    await db()
      .insert(dutyShifts)
      .values(
        [
          // Sunday night into Monday: one hour of it this week.
          ['2026-12-06T23:00:00-03:00', '2026-12-07T01:00:00-03:00'],
          ['2026-12-07T22:00:00-03:00', '2026-12-08T02:00:00-03:00'],
          // Tuesday night into Wednesday: half an hour of it today.
          ['2026-12-08T23:30:00-03:00', '2026-12-09T00:30:00-03:00'],
          ['2026-12-09T14:00:00-03:00', null],
        ].map(([started, ended]) => ({
          staffId: id,
          staffName: 'Sara Souza',
          startedAt: at(defined(started)),
          endedAt: ended ? at(ended) : null,
          startSource: 'panel' as const,
          endSource: ended ? ('panel' as const) : null,
        })),
      );
    const duty = await readMyDuty(db(), id, at('2026-12-09T15:00:00-03:00'));
    expect(duty.todaySeconds).toBe(90 * 60);
    expect(duty.weekSeconds).toBe(7 * 3600);
    expect(duty.shift?.startedAt).toBe('2026-12-09T17:00:00.000Z');
    await db().delete(dutyShifts).where(eq(dutyShifts.staffId, id));
  });

  it("shows on the member's file whether a staff member is on duty", async () => {
    const file = async () =>
      (
        await s.call('getMemberFile', s.as.suporte, { params: { discordId: demoIds.moderador } })
      ).json<MemberFile>().standing.duty;
    expect(await file()).toBeNull();
    await s.call('startDuty', s.as.moderador);
    expect(await file()).toMatchObject({ source: 'panel', since: expect.any(String) });
    await s.call('endDuty', s.as.moderador);
    expect(await file()).toBeNull();
  });
});

describe('the limit', () => {
  it('closes a shift left open at its start plus the limit, audited as Sistema, once', async () => {
    const id = '730000000000000003';
    const cookie = await newStaff(id, 'Tiago Torres');
    expect((await s.call('startDuty', cookie)).statusCode).toBe(200);
    const started = new Date(Date.now() - 13 * 3_600_000);
    await db()
      .update(dutyShifts)
      .set({ startedAt: started })
      .where(and(eq(dutyShifts.staffId, id), isNull(dutyShifts.endedAt)));

    // Two workers at once close it once.
    const [first, second] = await Promise.all([closeOverdueDuty(db()), closeOverdueDuty(db())]);
    expect([...defined(first), ...defined(second)].map((row) => row.staffId)).toEqual([id]);
    const [shift] = await shiftsOf(id);
    expect(shift).toMatchObject({ endSource: 'limit' });
    expect(shift?.endedAt?.getTime()).toBe(started.getTime() + 12 * 3_600_000);
    const [audit] = await auditFor('duty.end', id);
    expect(audit).toMatchObject({ actorName: 'Sistema', actorId: null });
    expect(audit?.details).toMatch(
      /^Encerrou o turno de Tiago Torres no limite de 12 h: estava em serviço desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(await closeOverdueDuty(db())).toEqual([]);
    expect((await s.call('endDuty', cookie)).statusCode).toBe(409);
  });

  it('takes the limit from the settings, with the time injected, and a start past it begins anew', async () => {
    const id = '730000000000000004';
    const cookie = await newStaff(id, 'Úrsula Unger');
    const saved = await s.call('updateDutySettings', s.as.administrador, {
      body: { maxShiftHours: 2 },
    });
    expect(saved.json<DutySettings>().maxShiftHours).toBe(2);
    try {
      expect((await s.call('startDuty', cookie)).statusCode).toBe(200);
      const [open] = await openShiftsOf(id);
      const startedAt = defined(open).startedAt;
      expect(await closeOverdueDuty(db(), new Date(startedAt.getTime() + 3_600_000))).toEqual([]);
      // Past the limit, the worker has not run yet: a new start closes the old shift first.
      await db()
        .update(dutyShifts)
        .set({ startedAt: sql`${dutyShifts.startedAt} - interval '3 hours'` })
        .where(eq(dutyShifts.id, defined(open).id));
      expect((await s.call('startDuty', cookie)).statusCode).toBe(200);
      const shifts = await shiftsOf(id);
      expect(shifts.map((shift) => shift.endSource)).toEqual(['limit', null]);
    } finally {
      await s.call('updateDutySettings', s.as.administrador, { body: { maxShiftHours: 12 } });
      await s.call('endDuty', cookie);
    }
  });
});

describe('settings', () => {
  it('read by staff, changed by whoever manages the bot, audited, validated in Portuguese', async () => {
    const read = await s.call('getDutySettings', s.as.suporte);
    expect(read.statusCode).toBe(200);
    expect(read.json<DutySettings>()).toEqual({ maxShiftHours: 12, voiceChannelIds: [] });
    expect(
      (await s.call('updateDutySettings', s.as.moderador, { body: { maxShiftHours: 8 } }))
        .statusCode,
    ).toBe(403);

    const limit = 'O limite do turno deve ser um número inteiro de horas entre 1 e 24.';
    const ids = Array.from(
      { length: 26 },
      (_, index) => `3000000000000001${String(index).padStart(2, '0')}`,
    );
    const refusals: [object, string][] = [
      [{ maxShiftHours: 0 }, limit],
      [{ maxShiftHours: 25 }, limit],
      [{ maxShiftHours: 1.5 }, limit],
      [{ maxShiftHours: '8' }, limit],
      [{ voiceChannelIds: ids }, 'Escolha no máximo 25 canais de voz.'],
      [{ voiceChannelIds: ['123'] }, 'Informe um ID do Discord válido (17 a 20 dígitos).'],
      [
        { voiceChannelIds: ['300000000000000223', '300000000000000223'] },
        'Cada canal de voz só pode aparecer uma vez.',
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await s.call('updateDutySettings', s.as.administrador, { body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(answer)).toContain(message);
    }

    const saved = await s.call('updateDutySettings', s.as.administrador, {
      body: { voiceChannelIds: ['300000000000000223'] },
    });
    expect(saved.json<DutySettings>()).toEqual({
      maxShiftHours: 12,
      voiceChannelIds: ['300000000000000223'],
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'duty.settings'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry?.details).toBe(
      'Alterou as configurações de serviço: Canais de voz da equipe: 1 canal',
    );
    expect(entry?.after).toEqual({ voiceChannelIds: ['300000000000000223'] });
    await s.call('updateDutySettings', s.as.administrador, { body: { voiceChannelIds: [] } });
  });
});

describe('live', () => {
  it('tells staff as a shift starts and ends, and no member', async () => {
    const memberCookie = await memberSession(s.t, '730000000000000009', 'Vera Vieira');
    const staff = await openEvents(s.t.baseUrl, s.as.suporte);
    const member = await openEvents(s.t.baseUrl, memberCookie);
    open.push(staff, member);
    await Promise.all([staff.stream(), member.stream()]);
    const started = (await s.call('startDuty', s.as.moderador)).json<MyDuty>();
    const key = defined(started.shift).id;
    await staff.next(notice({ area: 'duty', key, change: 'created' }));
    await s.call('endDuty', s.as.moderador);
    await staff.next(notice({ area: 'duty', key, change: 'updated' }));
    // The member hears a later notice of their own, and none of these.
    const ticket = await s.call('openTicket', memberCookie, {
      body: { type: 'review_form', reason: 'Quero saber por que fui reprovada.' },
    });
    expect(ticket.statusCode).toBe(200);
    await member.next(notice({ area: 'tickets' }));
    expect(member.events.filter(notice({ area: 'duty' }))).toEqual([]);
  });
});
