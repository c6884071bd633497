import type { Transaction } from '../db/client';
import { sequence } from './demo-random';
import { seedTeamApplications } from './demo-team-applications';
import { seedTeamBlacklist } from './demo-team-blacklist';
import { seedTeamRefunds } from './demo-team-refunds';
import { writeShifts } from './demo-team-shift-rows';
import { planShifts, type PlannedShift } from './demo-team-shifts';
import { seedDemoTeamStaff, teamStaff } from './demo-team-staff';
import { seedTeamTickets } from './demo-team-tickets';
import { seedTeamUndos } from './demo-team-undo';

/**
 * The staff's last 90 days, so "Equipe" and its charts have a history from the first start: shifts
 * on duty at São Paulo hours (from the panel, `/servico` and the staff channel; one open now), the
 * applications each decided by whoever was on duty next (some from Discord, two undone today),
 * tickets, blacklist additions and refunds. Every row is written as its service leaves it, with
 * its audit entry; the rollups' triggers (migration 0051) fold them as they are inserted
 * (docs/decisions/2026-12-05-demo-team-history.md). Answers the shifts: who was on duty when.
 */
export async function seedDemoTeamHistory(
  tx: Transaction,
  now = new Date(),
): Promise<PlannedShift[]> {
  const random = sequence(42);
  await seedDemoTeamStaff(tx, now);
  const shifts = planShifts(teamStaff, now, random);
  await writeShifts(tx, shifts);
  await seedTeamApplications(tx, shifts, now, random);
  await seedTeamUndos(tx, now, random);
  await seedTeamTickets(tx, shifts, now, random);
  await seedTeamBlacklist(tx, shifts, now, random);
  await seedTeamRefunds(tx, shifts, now, random);
  return shifts;
}
