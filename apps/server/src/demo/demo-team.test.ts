import type { OnDuty } from '@panel/contract/api/duty';
import type { TeamOverview } from '@panel/contract/api/team';
import { communitySettingIds as roles } from '@panel/discord-local/community';
import { communityMembers } from '@panel/discord-local/community-members';
import { and, asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defined } from '../../test/defined';
import { useTestApp } from '../../test/use-test-app';
import { applications } from '../db/schema/applications';
import { auditLog } from '../db/schema/audit';
import { dutyShifts } from '../db/schema/duty';
import { teamStaffDays } from '../db/schema/team';
import { tickets } from '../db/schema/tickets';
import { rebuildTeamRollups } from '../modules/team';
import { sequence } from './demo-random';
import { planShifts } from './demo-team-shifts';
import { deciders, demoStaff, teamStaff } from './demo-team-staff';

const s = useTestApp({ teamHistory: true, signIn: ['administrador'] });
const db = () => s.t.database.db;
const dayMs = 86_400_000;
const memberOf = (id: string) => communityMembers.find((member) => member.id === id);

describe('the demo staff history', () => {
  it('gives every member of staff 90 days the team overview shows', async () => {
    const answer = await s.call('teamOverview', s.as.administrador, { query: { days: '90' } });
    expect(answer.statusCode, answer.body).toBe(200);
    const overview = answer.json<TeamOverview>();
    const lineOf = (id: string) => defined(overview.staff.find((line) => line.staffId === id));
    for (const staff of teamStaff) {
      const { current, lastActivityAt } = lineOf(staff.id);
      expect(current.dutyHours, staff.name).toBeGreaterThan(5);
      expect(lastActivityAt, staff.name).not.toBeNull();
      expect(current.ticketsHandled + current.whitelistDecided, staff.name).toBeGreaterThan(0);
    }
    for (const staff of deciders) {
      const { current } = lineOf(staff.id);
      expect(current.whitelistDecided + current.insertionDecided, staff.name).toBeGreaterThan(3);
      expect(current.medianWaitHours, staff.name).toBeGreaterThan(0);
    }
    expect(lineOf(demoStaff.support.id).current.ticketsHandled).toBeGreaterThan(5);
    // Some work far more than others.
    const decided = deciders.map(({ id }) => {
      const { current } = lineOf(id);
      return current.whitelistDecided + current.insertionDecided;
    });
    expect(Math.max(...decided)).toBeGreaterThan(2 * Math.min(...decided));

    const { current } = overview.totals;
    expect(current.discordDecisions).toBeGreaterThan(5);
    expect(current.panelDecisions).toBeGreaterThan(current.discordDecisions);
    expect(current.approved).toBeGreaterThan(20);
    expect(current.rejected).toBeGreaterThan(20);
    expect(current.undone).toBe(2);
    expect(current.blacklistAdded).toBeGreaterThanOrEqual(5);
    expect(current.refunds).toBe(2);

    // The one who went quiet: their last action ten days ago, still on staff.
    const quiet = defined(teamStaff.find((staff) => staff.quietForDays));
    const quietFor = (Date.now() - Date.parse(defined(lineOf(quiet.id).lastActivityAt))) / dayMs;
    expect(quietFor).toBeGreaterThanOrEqual(10);
    expect(quietFor).toBeLessThan(11);
    const week = await s.call('teamOverview', s.as.administrador, { query: { days: '7' } });
    const lastWeek = defined(week.json<TeamOverview>().staff.find((l) => l.staffId === quiet.id));
    expect(lastWeek.current).toMatchObject({ whitelistDecided: 0, dutyHours: 0 });
    expect(lastWeek.previous.dutyHours).toBeGreaterThan(0);

    // And one is on duty now.
    const onDuty = (await s.call('listOnDuty', s.as.administrador)).json<OnDuty>();
    const now = defined(teamStaff.find((staff) => staff.onDutyNow));
    expect(onDuty.staff).toEqual([expect.objectContaining({ staffId: now.id, source: 'discord' })]);
  });

  it('writes decisions and undos as the services do, which a rebuild of the rollups agrees with', async () => {
    const discordRows = await db()
      .select()
      .from(applications)
      .where(eq(applications.decidedVia, 'discord'));
    const discordEntries = await db()
      .select()
      .from(auditLog)
      .where(
        and(like(auditLog.action, 'applications.%'), like(auditLog.details, '% (via Discord)')),
      );
    expect(discordEntries).toHaveLength(discordRows.length);
    const undos = await db().select().from(auditLog).where(like(auditLog.action, '%.undo'));
    expect(undos.map((entry) => entry.details)).toEqual([
      expect.stringMatching(/^Desfez a aprovação da whitelist de .+ \(\d+\)$/),
      expect.stringMatching(/^Desfez a aprovação da inscrição \(Cinematic\) de .+ \(\d+\)$/),
    ]);
    // The queue is the demo's: every entry of the history is decided.
    const pending = await db()
      .select()
      .from(applications)
      .where(eq(applications.status, 'pending'));
    expect(pending).toHaveLength(15);

    const read = () =>
      db().select().from(teamStaffDays).orderBy(asc(teamStaffDays.staffId), asc(teamStaffDays.day));
    const kept = await read();
    expect(kept.length).toBeGreaterThan(50);
    await rebuildTeamRollups(db());
    expect(await read()).toEqual(kept);
  });

  it("leaves each decision, ticket and shift to the staff, in states the members' roles tell", async () => {
    const staffIds = new Set(teamStaff.map((staff) => staff.id));
    const rows = await db().select().from(applications);
    for (const row of rows) {
      if (row.decidedById) expect(staffIds.has(row.decidedById), row.username).toBe(true);
      if (row.form !== 'insertion' || row.status !== 'approved') continue;
      // An approved inscrição is a creator role the member holds in the local Discord.
      const roleId = roles[`${row.roleName}RoleId` as keyof typeof roles];
      expect(defined(memberOf(row.userId)).roleIds, row.username).toContain(roleId);
    }
    for (const ticket of await db().select().from(tickets)) {
      if (ticket.decidedById) expect(staffIds.has(ticket.decidedById)).toBe(true);
      if (ticket.reportedUserId) expect(memberOf(ticket.reportedUserId)).toBeDefined();
    }
    const shifts = await db().select().from(dutyShifts);
    expect(shifts.every((shift) => staffIds.has(shift.staffId))).toBe(true);
    expect(shifts.filter((shift) => shift.endedAt === null)).toHaveLength(1);
    expect(new Set(shifts.map((shift) => shift.startSource))).toEqual(
      new Set(['panel', 'discord', 'voice']),
    );
    expect(shifts.some((shift) => shift.endSource === 'limit')).toBe(true);
  });
});

describe('the demo staff shifts', () => {
  const plan = (iso: string) => planShifts(teamStaff, new Date(iso), sequence(42));
  // 20:00 and 22:00 in São Paulo: before and after the quiet one's last shift ends, in the day.
  const before = plan('2026-12-05T23:00:00Z');
  const after = plan('2026-12-06T01:00:00Z');

  it("date the quiet one's last shift ten days back, whatever the hour", () => {
    const quiet = defined(teamStaff.find((staff) => staff.quietForDays));
    for (const [shifts, now] of [
      [before, Date.parse('2026-12-05T23:00:00Z')],
      [after, Date.parse('2026-12-06T01:00:00Z')],
    ] as const) {
      const ends = shifts.filter((shift) => shift.staff === quiet).map((s) => defined(s.end));
      const quietFor = (now - Math.max(...ends.map((end) => end.getTime()))) / dayMs;
      expect(quietFor).toBeGreaterThanOrEqual(10);
      expect(quietFor).toBeLessThan(11);
    }
  });

  it('plan the same days for the others, at any hour, without two shifts of one person at once', () => {
    const days = (shifts: typeof before) =>
      shifts
        .filter((shift) => !shift.staff.quietForDays && shift.end)
        .map((shift) => `${shift.staff.id} ${shift.start.toISOString()}`);
    const earlier = new Set(days(before));
    // The later plan is two hours on: the same days, and some evening shifts of today ended.
    expect(days(after).filter((shift) => !earlier.has(shift)).length).toBeLessThan(5);
    for (const staff of teamStaff) {
      const own = after.filter((shift) => shift.staff === staff);
      for (const [index, shift] of own.entries()) {
        const next = own[index + 1];
        if (next)
          expect(defined(shift.end ?? new Date()).getTime()).toBeLessThan(next.start.getTime());
      }
    }
  });
});
