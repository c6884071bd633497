import type { InactiveStaff } from '@panel/contract/api/team-accountability';
import type { Executor } from '../../../db/client';
import { readLatestAbout, readLatestActivity } from '../../audit';
import { latestDutyMoments } from '../../duty';
import { findCurrentStaff } from '../inactivity-repository';
import { findTeamSettings } from '../settings-repository';

const dayMs = 86_400_000;

/** A member of staff quiet for the settings' days or more. */
export interface QuietStaff {
  staffId: string;
  name: string;
  avatarUrl: string | null;
  /** Their latest action (the team's "last activity") or moment on duty; `null`: none ever. */
  lastActivityAt: Date | null;
  /** When the quiet stretch began: that, or when they were named staff if later. */
  quietSince: Date;
  inactiveDays: number;
}

const later = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );

const byName = new Intl.Collator('pt-BR');

/**
 * The current staff with no activity for `days` days at `now`
 * (docs/decisions/2026-12-05-team-accountability.md): activity is the team overview's last
 * activity (their latest audit entry but sign-ins, refusals and reads: decisions, tickets, duty
 * and every other work) or their latest shift's end (now while on duty). Someone who never did
 * anything is quiet since they were named staff (a role given, or their first sign-in), so a
 * newcomer is not flagged on day one. The quietest first.
 */
export async function findQuietStaff(
  db: Executor,
  options: { days: number; adminIds: readonly string[]; now: Date },
): Promise<QuietStaff[]> {
  const staff = await findCurrentStaff(db, options.adminIds);
  const ids = staff.map((person) => person.id);
  const [activity, duty, named] = await Promise.all([
    readLatestActivity(db, ids),
    latestDutyMoments(db, ids, options.now),
    readLatestAbout(db, ids, 'users.roleAssigned'),
  ]);
  const quiet = staff.flatMap((person): QuietStaff[] => {
    const lastActivityAt = later(activity.get(person.id), duty.get(person.id));
    const quietSince =
      later(lastActivityAt, named.get(person.id), person.createdAt) ?? person.createdAt;
    const inactiveDays = Math.floor((options.now.getTime() - quietSince.getTime()) / dayMs);
    if (inactiveDays < options.days) return [];
    return [
      {
        staffId: person.id,
        name: person.name,
        avatarUrl: person.avatarUrl,
        lastActivityAt,
        quietSince,
        inactiveDays,
      },
    ];
  });
  return quiet.sort((a, b) => b.inactiveDays - a.inactiveDays || byName.compare(a.name, b.name));
}

/** The dashboard's warning: nobody while the alert is off. */
export async function listInactiveStaff(
  db: Executor,
  options: { adminIds: readonly string[]; now?: Date },
): Promise<InactiveStaff> {
  const { inactivityDays } = await findTeamSettings(db);
  if (inactivityDays === null) return { inactivityDays, staff: [] };
  const quiet = await findQuietStaff(db, {
    days: inactivityDays,
    adminIds: options.adminIds,
    now: options.now ?? new Date(),
  });
  return {
    inactivityDays,
    staff: quiet.map((person) => ({
      staffId: person.staffId,
      name: person.name,
      avatarUrl: person.avatarUrl,
      lastActivityAt: person.lastActivityAt?.toISOString() ?? null,
      inactiveDays: person.inactiveDays,
    })),
  };
}
