import type { InactiveStaff } from '@panel/contract/api/team-accountability';
import { communitySettingIds } from '@panel/discord-local/community';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settleOutbox } from '../../../test/settle-outbox';
import { demoIds } from '../../../test/sign-in';
import { useTestApp } from '../../../test/use-test-app';
import { auditLog } from '../../db/schema/audit';
import { outbox } from '../../db/schema/deliveries';
import { dutyShifts } from '../../db/schema/duty';
import { users } from '../../db/schema/users';
import { formatDateTimePtBr } from '../../http/format-date';
import { alertInactiveStaff } from './service/inactivity-alerts';

// Who counts as quiet, on a history written into the tables relative to the clock: the
// moderador acted 10 days ago, the suporte 2 days ago; four more staff members, and a member
// who is not on staff. The administrador acts through the API during the tests.

const dayMs = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * dayMs - 3_600_000);
const mod = demoIds.moderador;
const suporte = demoIds.suporte;
/** Last did something 20 days ago, but ended a shift 3 days ago. */
const onDutyLately = '300000000000000101';
/** Never did anything, on staff since 30 days ago. */
const silent = '300000000000000102';
/** Signed in 30 days ago, named staff 2 days ago, never did anything. */
const newcomer = '300000000000000103';
/** Not on staff: never listed. */
const member = '300000000000000104';
const modActedAt = ago(10);
const channelId = communitySettingIds.logChannelId;
/** When the staff with a history first signed in. */
const createdAt = ago(60);

function activity(actorId: string, at: Date, action = 'applications.whitelist.approve') {
  return {
    createdAt: at,
    actorId,
    actorName: actorId,
    actionType: 'approve' as const,
    action,
    target: '400000000000000001',
    details: 'Aprovou a whitelist',
  };
}

const s = useTestApp({
  seed: false,
  signIn: ['administrador'],
  prepare: async (t) => {
    const db = t.database.db;
    await db.insert(users).values([
      {
        id: mod,
        username: 'bruno.mod',
        displayName: 'Bruno Lima',
        roleName: 'moderador',
        createdAt,
      },
      { id: suporte, username: 'carla', displayName: 'Carla Dias', roleName: 'suporte', createdAt },
      { id: onDutyLately, username: 'dora', roleName: 'suporte', createdAt },
      { id: silent, username: 'edu.calado', roleName: 'suporte', createdAt: ago(30) },
      { id: newcomer, username: 'fabi', roleName: 'suporte', createdAt: ago(30) },
      { id: member, username: 'gil', createdAt: ago(60) },
    ]);
    await db
      .insert(auditLog)
      .values([
        activity(mod, modActedAt),
        activity(suporte, ago(2)),
        activity(onDutyLately, ago(20)),
        activity(member, ago(40)),
        { ...activity('100000000000000001', ago(2), 'users.roleAssigned'), target: newcomer },
      ]);
    await db.insert(dutyShifts).values({
      staffId: onDutyLately,
      staffName: 'dora',
      startedAt: ago(4),
      endedAt: ago(3),
      startSource: 'panel',
      endSource: 'panel',
    });
  },
});
const db = () => s.t.database.db;
const adminIds = () => s.t.config.adminDiscordIds;
const alert = (now?: Date) => alertInactiveStaff(db(), { adminIds: adminIds(), now });
const posts = () =>
  s.t.local.state.messages.filter((m) => m.channelId === channelId).map((m) => m.content);
const postsAbout = (id: string) => posts().filter((text) => text.includes(`(<@${id}>)`));
const queuedMessages = async () =>
  (
    await db()
      .select({ id: outbox.id })
      .from(outbox)
      .where(sql`${outbox.effect}->>'channelId' = ${channelId}`)
  ).length;
const alertEntries = () =>
  db().select().from(auditLog).where(eq(auditLog.action, 'team.inactivity')).orderBy(auditLog.id);

async function setSettings(body: object): Promise<void> {
  const answer = await s.call('updateTeamSettings', s.as.administrador, { body });
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('inactive staff on the dashboard', () => {
  it('lists current staff quiet for the days set, the quietest first', async () => {
    const answer = await s.call('listInactiveStaff', s.as.administrador);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<InactiveStaff>()).toEqual({
      inactivityDays: 7,
      staff: [
        {
          staffId: silent,
          name: 'edu.calado',
          avatarUrl: null,
          lastActivityAt: null,
          inactiveDays: 30,
        },
        {
          staffId: mod,
          name: 'Bruno Lima',
          avatarUrl: null,
          lastActivityAt: modActedAt.toISOString(),
          inactiveDays: 10,
        },
      ],
    });
  });

  it('counts an open shift as activity now', async () => {
    const [shift] = await db()
      .insert(dutyShifts)
      .values({ staffId: mod, staffName: 'Bruno', startedAt: ago(8), startSource: 'voice' })
      .returning();
    try {
      const answer = await s.call('listInactiveStaff', s.as.administrador);
      expect(answer.json<InactiveStaff>().staff.map((person) => person.staffId)).toEqual([silent]);
    } finally {
      await db()
        .delete(dutyShifts)
        .where(eq(dutyShifts.id, shift?.id ?? 0));
    }
  });
});

describe('the inactivity alert in Discord', () => {
  it('sends nothing without a channel, or while the alert is off', async () => {
    expect(await alert()).toEqual([]);
    await setSettings({ inactivityDays: null, inactivityChannelId: channelId });
    expect(await alert()).toEqual([]);
    const off = await s.call('listInactiveStaff', s.as.administrador);
    expect(off.json<InactiveStaff>()).toEqual({ inactivityDays: null, staff: [] });
    expect(await queuedMessages()).toBe(0);
  });

  it('tells the channel once per quiet stretch, through the outbox, audited', async () => {
    await setSettings({ inactivityDays: 7, inactivityChannelId: channelId });
    expect(await alert()).toEqual([silent, mod]);
    await settleOutbox(s.t);
    expect(postsAbout(mod)).toEqual([
      `⚠️ Bruno Lima (<@${mod}>) está sem atividade no painel há 10 dias (última atividade: ${formatDateTimePtBr(modActedAt)}).`,
    ]);
    expect(postsAbout(silent)).toEqual([
      `⚠️ edu.calado (<@${silent}>) está sem atividade no painel há 30 dias (nenhuma atividade registrada).`,
    ]);
    const entries = await alertEntries();
    expect(entries.map((entry) => [entry.target, entry.actorName, entry.details])).toEqual([
      [
        silent,
        'Sistema',
        'Avisou no Discord que edu.calado está sem atividade no painel há 30 dias',
      ],
      [mod, 'Sistema', 'Avisou no Discord que Bruno Lima está sem atividade no painel há 10 dias'],
    ]);

    // The next check, a day later in the same stretch, says nothing again.
    expect(await alert(new Date(Date.now() + dayMs))).toEqual([]);
    await settleOutbox(s.t);
    expect(await queuedMessages()).toBe(2);
    expect(posts()).toHaveLength(2);
  });

  it('alerts again after the staff member acted and went quiet again; two workers send one', async () => {
    // The moderador acts now; 8 days later everyone is quiet, the newcomer (named 2 days ago)
    // for the first time, the silent one still in the stretch already told.
    await db().insert(auditLog).values(activity(mod, new Date()));
    const later = new Date(Date.now() + 8 * dayMs);
    const [first, second] = await Promise.all([alert(later), alert(later)]);
    const alerted = [...first, ...second].sort();
    expect(alerted).toEqual([demoIds.administrador, mod, suporte, onDutyLately, newcomer].sort());
    await settleOutbox(s.t);
    expect(postsAbout(mod)).toHaveLength(2);
    expect(postsAbout(mod)[1]).toContain('está sem atividade no painel há 8 dias');
    expect(postsAbout(silent)).toHaveLength(1);
    expect(postsAbout(newcomer)).toEqual([
      `⚠️ fabi (<@${newcomer}>) está sem atividade no painel há 10 dias (nenhuma atividade registrada).`,
    ]);
    expect(postsAbout(member)).toEqual([]);
    expect(await alertEntries()).toHaveLength(7);
  });
});
