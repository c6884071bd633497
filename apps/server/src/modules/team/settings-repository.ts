import { defaultTeamSettings, type TeamSettings } from '@panel/contract/api/team-accountability';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { teamSettings } from '../../db/schema/team';

const columns = {
  inactivityDays: teamSettings.inactivityDays,
  inactivityChannelId: teamSettings.inactivityChannelId,
  waitWarningHours: teamSettings.waitWarningHours,
};

/** The settings; the defaults until someone saves them. */
export async function findTeamSettings(db: Executor): Promise<TeamSettings> {
  const [row] = await db.select(columns).from(teamSettings).where(eq(teamSettings.id, 1));
  return row ?? defaultTeamSettings;
}

/** The settings, their row locked until the transaction ends (made with the defaults if missing). */
export async function lockTeamSettings(tx: Executor): Promise<TeamSettings> {
  await tx.insert(teamSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx
    .select(columns)
    .from(teamSettings)
    .where(eq(teamSettings.id, 1))
    .for('update');
  return row ?? defaultTeamSettings;
}

export async function saveTeamSettings(tx: Executor, settings: TeamSettings): Promise<void> {
  await tx
    .update(teamSettings)
    .set({ ...settings, updatedAt: sql`now()` })
    .where(eq(teamSettings.id, 1));
}

/**
 * Takes the hour's inactivity check: `true` for the one caller that finds the last check an hour
 * old or more (or none) at `now`, which it marks; every other worker that hour gets `false`.
 */
export async function claimInactivityCheck(db: Executor, now: Date): Promise<boolean> {
  await db.insert(teamSettings).values({ id: 1 }).onConflictDoNothing();
  const rows = await queryRows(
    db,
    sql`update team_settings set inactivity_checked_at = ${now}::timestamptz
      where id = 1 and (inactivity_checked_at is null
        or inactivity_checked_at <= ${now}::timestamptz - interval '1 hour')
      returning id`,
  );
  return rows.length > 0;
}
