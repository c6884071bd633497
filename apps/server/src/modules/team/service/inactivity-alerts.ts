import { daysText } from '@panel/contract/api/team-accountability';
import type { BaseLogger } from 'pino';
import type { Database } from '../../../db/client';
import { formatDateTimePtBr } from '../../../http/format-date';
import type { DiscordEffect } from '../../../outbox/discord-effects';
import { enqueueEffects } from '../../../outbox/enqueue';
import { recordAudit, systemActor } from '../../audit';
import { claimInactivityAlerts } from '../inactivity-repository';
import { claimInactivityCheck, findTeamSettings } from '../settings-repository';
import { findQuietStaff, type QuietStaff } from './inactivity';

/** The logger's levels a service writes at (the app's logger, or a test's). */
type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/** How often a worker asks whether the hour's check is due (the check itself runs hourly). */
export const inactivityTickMs = 5 * 60_000;

/** "⚠️ Ana (<@…>) está sem atividade no painel há 8 dias (última atividade: 27/11/2026 14:03)." */
export function inactivityAlertText(person: QuietStaff): string {
  const last = person.lastActivityAt
    ? `última atividade: ${formatDateTimePtBr(person.lastActivityAt)}`
    : 'nenhuma atividade registrada';
  return `⚠️ ${person.name} (<@${person.staffId}>) está sem atividade no painel há ${daysText(person.inactiveDays)} (${last}).`;
}

/**
 * Tells the settings' channel about each staff member quiet for the settings' days, once per
 * quiet stretch (docs/decisions/2026-12-05-team-accountability.md): the claim of the stretch,
 * its message in the outbox and its audit entry commit together. Nothing while the alert is off
 * or no channel is set. Returns the staff alerted.
 */
export async function alertInactiveStaff(
  db: Database,
  options: { adminIds: readonly string[]; now?: Date },
): Promise<string[]> {
  const now = options.now ?? new Date();
  const { inactivityDays, inactivityChannelId } = await findTeamSettings(db);
  if (inactivityDays === null || inactivityChannelId === null) return [];
  const quiet = await findQuietStaff(db, { days: inactivityDays, adminIds: options.adminIds, now });
  if (quiet.length === 0) return [];
  return db.transaction(async (tx) => {
    const claimed = new Set(await claimInactivityAlerts(tx, quiet));
    const alerted = quiet.filter((person) => claimed.has(person.staffId));
    const effects = alerted.map((person): DiscordEffect => ({
      type: 'channel.message',
      channelId: inactivityChannelId,
      content: inactivityAlertText(person),
    }));
    await enqueueEffects(tx, effects);
    for (const person of alerted) {
      await recordAudit(
        tx,
        { actor: systemActor, requestId: null, ip: null },
        {
          actionType: 'create',
          action: 'team.inactivity',
          target: person.staffId,
          details: `Avisou no Discord que ${person.name} está sem atividade no painel há ${daysText(person.inactiveDays)}`,
          after: {
            lastActivityAt: person.lastActivityAt?.toISOString() ?? null,
            inactiveDays: person.inactiveDays,
          },
        },
      );
    }
    return alerted.map((person) => person.staffId);
  });
}

/**
 * Looks every few minutes whether the hour's check is due and, for the one worker that takes
 * it, alerts (worker role). Two workers check once an hour between them.
 */
export function startInactivityAlerts(
  db: Database,
  log: Log,
  options: { adminIds: readonly string[] },
): () => void {
  const tick = async () => {
    const now = new Date();
    if (!(await claimInactivityCheck(db, now))) return;
    const alerted = await alertInactiveStaff(db, { ...options, now });
    if (alerted.length > 0) log.info({ staff: alerted }, 'inactive staff alerted');
  };
  const run = () =>
    void tick().catch((error: unknown) => log.warn({ err: error }, 'inactivity check failed'));
  run();
  const timer = setInterval(run, inactivityTickMs);
  return () => clearInterval(timer);
}
