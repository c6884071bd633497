import type { TeamSettings } from '@panel/contract/api/team-accountability';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageOf } from '../../../test/api';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import { claimInactivityCheck } from './settings-repository';

const s = useTestApp({
  seed: false,
  signIn: ['administrador', 'moderador', 'suporte'],
  prepare: async (t) => {
    await t.database.db.insert(users).values([
      { id: demoIds.moderador, username: 'bruno.mod', roleName: 'moderador' },
      { id: demoIds.suporte, username: 'carla.suporte', roleName: 'suporte' },
    ]);
  },
});
const db = () => s.t.database.db;

const settingsEntries = () =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'team.settings'))
    .orderBy(desc(auditLog.id));

describe('team settings', () => {
  it('are read by every member of staff, the defaults until saved', async () => {
    const read = await s.call('getTeamSettings', s.as.suporte);
    expect(read.statusCode).toBe(200);
    expect(read.json<TeamSettings>()).toEqual({
      inactivityDays: 7,
      inactivityChannelId: null,
      waitWarningHours: 72,
    });
  });

  it('are changed by whoever manages the bot, validated in Portuguese', async () => {
    const refused = await s.call('updateTeamSettings', s.as.moderador, {
      body: { inactivityDays: 3 },
    });
    expect(refused.statusCode).toBe(403);

    const days = 'Os dias sem atividade devem ser um número inteiro entre 1 e 90, ou desligados.';
    const hours = 'O alerta de espera deve ser um número inteiro de horas entre 1 e 720.';
    const channel =
      'Informe o ID de um canal de texto do Discord (17 a 20 dígitos), ou nenhum canal.';
    const refusals: [object, string][] = [
      [{ inactivityDays: 0 }, days],
      [{ inactivityDays: 91 }, days],
      [{ inactivityDays: 2.5 }, days],
      [{ inactivityDays: '7' }, days],
      [{ waitWarningHours: 0 }, hours],
      [{ waitWarningHours: 721 }, hours],
      [{ waitWarningHours: null }, hours],
      [{ inactivityChannelId: '123' }, channel],
      [{ inactivityChannelId: 42 }, channel],
    ];
    for (const [body, message] of refusals) {
      const answer = await s.call('updateTeamSettings', s.as.administrador, { body });
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(messageOf(answer)).toContain(message);
    }
    expect(await settingsEntries()).toEqual([]);
  });

  it('saves what changed with one audit entry, and nothing when nothing changed', async () => {
    const saved = await s.call('updateTeamSettings', s.as.administrador, {
      body: {
        inactivityDays: null,
        inactivityChannelId: ' 300000000000000223 ',
        waitWarningHours: 48,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      inactivityDays: null,
      inactivityChannelId: '300000000000000223',
      waitWarningHours: 48,
    };
    expect(saved.json<TeamSettings>()).toEqual(expected);
    expect((await s.call('getTeamSettings', s.as.moderador)).json<TeamSettings>()).toEqual(
      expected,
    );
    const [entry] = await settingsEntries();
    expect(entry?.details).toBe(
      'Alterou as configurações da equipe: Dias sem atividade para o alerta: desligado; ' +
        'Canal do alerta de inatividade: 300000000000000223; Alerta de espera (horas): 48 horas',
    );
    expect(entry?.before).toEqual({
      inactivityDays: 7,
      inactivityChannelId: null,
      waitWarningHours: 72,
    });
    expect(entry?.after).toEqual(expected);

    const again = await s.call('updateTeamSettings', s.as.administrador, {
      body: { waitWarningHours: 48 },
    });
    expect(again.json<TeamSettings>()).toEqual(expected);
    expect(await settingsEntries()).toHaveLength(1);

    const back = await s.call('updateTeamSettings', s.as.administrador, {
      body: { inactivityDays: 1, inactivityChannelId: null },
    });
    expect(back.json<TeamSettings>()).toEqual({
      inactivityDays: 1,
      inactivityChannelId: null,
      waitWarningHours: 48,
    });
    expect((await settingsEntries())[0]?.details).toBe(
      'Alterou as configurações da equipe: Dias sem atividade para o alerta: 1 dia; ' +
        'Canal do alerta de inatividade: nenhum',
    );
  });
});

describe('the hourly inactivity check', () => {
  it('is taken by one caller an hour', async () => {
    const start = new Date('2026-12-01T10:00:00Z');
    const later = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const [first, second] = await Promise.all([
      claimInactivityCheck(db(), start),
      claimInactivityCheck(db(), start),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await claimInactivityCheck(db(), later(30))).toBe(false);
    expect(await claimInactivityCheck(db(), later(59))).toBe(false);
    expect(await claimInactivityCheck(db(), later(60))).toBe(true);
    expect(await claimInactivityCheck(db(), later(61))).toBe(false);
  });
});
