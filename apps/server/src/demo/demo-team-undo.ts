import { communitySettingIds as roles } from '@panel/discord-local/community';
import { eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { applications } from '../db/schema/applications';
import { undoDetails } from '../modules/applications';
import { brasiliaMidnight } from './demo-calls';
import { decisionEntry, insertAuditEntries, seedDemoHistory } from './demo-history';
import { between } from './demo-random';
import { decidedFields, sentFields } from './demo-team-applications';
import { historyRegulars, type Applicant } from './demo-team-requests';
import { teamStaff } from './demo-team-staff';

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

function applicant(hasAllowRole: boolean): Applicant {
  const member = historyRegulars.find(
    (candidate) =>
      candidate.roleIds.includes(roles.allowListRoleId) === hasAllowRole &&
      !candidate.roleIds.includes(roles.blacklistRoleId),
  );
  if (!member) throw new Error('the demo community has no regular for an undone decision');
  return { id: member.id, username: member.username, name: member.globalName ?? member.username };
}

/**
 * Two approvals the moderator on duty took back with "Desfazer" moments later and then rejected,
 * today: the undo put each back in the queue as `undoDecision` does, so the rollups' trigger
 * counted it as undone, on the day it happened (docs/decisions/2026-12-05-team-analytics.md).
 */
export async function seedTeamUndos(
  tx: Transaction,
  now: Date,
  random: () => number,
): Promise<void> {
  const staff = teamStaff.find((member) => member.onDutyNow);
  if (!staff) throw new Error('nobody of the demo staff is on duty now');
  const today = brasiliaMidnight(now, 0).getTime();
  const scenarios = [
    { applicant: applicant(false), form: 'whitelist' as const, roleName: null, minutesAgo: 32 },
    {
      applicant: applicant(true),
      form: 'insertion' as const,
      roleName: 'cinematic',
      minutesAgo: 14,
    },
  ].map((scenario) => {
    const decidedAt = Math.max(now.getTime() - scenario.minutesAgo * minuteMs, today);
    const moment = (ms: number) => new Date(Math.min(decidedAt + ms, now.getTime()));
    const submittedAt = new Date(decidedAt - between(random, 14, 30) * hourMs);
    return {
      ...scenario,
      submittedAt,
      decided: moment(0),
      undone: moment(6_000),
      final: moment(75_000),
    };
  });
  const first = await tx
    .insert(applications)
    .values(
      scenarios.map((scenario) => ({
        ...sentFields(scenario, random),
        ...decidedFields(
          scenario.form,
          'approved',
          { staff, at: scenario.decided, via: 'panel' },
          random,
        ),
      })),
    )
    .returning();
  // "Desfazer": back in the queue, as `reopenApplication` leaves an entry.
  await tx
    .update(applications)
    .set({
      status: 'pending',
      decidedAt: null,
      decidedById: null,
      decidedByName: null,
      decisionReason: null,
      decisionRequestId: null,
      decidedVia: null,
    })
    .where(
      inArray(
        applications.id,
        first.map((row) => row.id),
      ),
    );
  const finals = [];
  for (const [index, row] of first.entries()) {
    const scenario = scenarios[index];
    if (!scenario) continue;
    const by = { staff, at: scenario.final, via: 'panel' as const };
    const [final] = await tx
      .update(applications)
      .set(decidedFields(row.form, 'rejected', by, random))
      .where(eq(applications.id, row.id))
      .returning();
    if (final) finals.push(final);
  }
  await seedDemoHistory(tx, finals);
  await insertAuditEntries(
    tx,
    first.flatMap((row, index) => [
      decisionEntry(row, row.decidedAt ?? new Date()),
      {
        createdAt: scenarios[index]?.undone ?? new Date(),
        actorId: staff.id,
        actorName: staff.name,
        actionType: 'update' as const,
        action: `applications.${row.form}.undo`,
        target: row.userId,
        details: undoDetails(row),
        before: { id: String(row.id), status: row.status, reason: row.decisionReason },
        after: { id: String(row.id), status: 'pending' },
      },
    ]),
  );
}
