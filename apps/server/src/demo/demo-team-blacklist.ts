import type { BlacklistType } from '@panel/contract/api/blacklist';
import type { Transaction } from '../db/client';
import { blacklistEntries } from '../db/schema/blacklist';
import { entryAddedDetails } from '../modules/blacklist';
import { insertAuditEntries } from './demo-history';
import { saoPauloAt, nextOnDuty, type PlannedShift } from './demo-team-shifts';
import { demoStaff, type TeamStaff } from './demo-team-staff';

interface Addition {
  type: BlacklistType;
  target: string;
  reason: string;
  /** When it was added, about: days ago. */
  daysAgo: number;
  /** Who added it. */
  by: TeamStaff;
}

/**
 * Entries the staff added over the history: Discord servers, and players known by their game
 * identifiers (no member of the guild: none gets the Blacklist role). Every one still stands.
 */
const additions: Addition[] = [
  {
    type: 'server',
    target: '920000000000000011',
    reason: 'Servidor que vende contas e itens do nosso servidor.',
    daysAgo: 76,
    by: demoStaff.moderator,
  },
  {
    type: 'player',
    target: 'license:5be1c0a7d9e24f3b8a61c2d07e9f4b6a13c8d5e2',
    reason: 'Uso de programas de trapaça (aimbot) em ação policial.',
    daysAgo: 53,
    by: demoStaff.nightModerator,
  },
  {
    type: 'server',
    target: '920000000000000012',
    reason: 'Divulgação de programas de trapaça para os nossos jogadores.',
    daysAgo: 34,
    by: demoStaff.lead,
  },
  {
    type: 'player',
    target: 'steam:110000107f3a9c2',
    reason: 'Duplicação de dinheiro explorando um bug do inventário.',
    daysAgo: 19,
    by: demoStaff.moderator,
  },
  {
    type: 'server',
    target: '920000000000000013',
    reason: 'Convites em massa para outro servidor de RP nos nossos canais.',
    daysAgo: 6,
    by: demoStaff.nightModerator,
  },
];

/** The history's blacklist additions, each by its staff member on duty, with `blacklist.add`. */
export async function seedTeamBlacklist(
  tx: Transaction,
  shifts: readonly PlannedShift[],
  now: Date,
  random: () => number,
): Promise<void> {
  const values = [];
  for (const addition of additions) {
    const from = saoPauloAt(now, addition.daysAgo, 8);
    const on = nextOnDuty(shifts, from, (member) => member === addition.by, random, now);
    if (!on) continue;
    values.push({
      type: addition.type,
      target: addition.target,
      reason: addition.reason,
      addedById: on.staff.id,
      addedByName: on.staff.name,
      createdAt: on.at,
    });
  }
  if (values.length === 0) return;
  const rows = await tx.insert(blacklistEntries).values(values).returning();
  await insertAuditEntries(
    tx,
    rows.map((row) => ({
      createdAt: row.createdAt,
      actorId: row.addedById,
      actorName: row.addedByName,
      actionType: 'create' as const,
      action: 'blacklist.add',
      target: row.target,
      details: entryAddedDetails(row),
      after: {
        id: String(row.id),
        type: row.type,
        target: row.target,
        reason: row.reason,
        discordUsername: row.discordUsername,
        expiresAt: null,
        removedAt: null,
        removedBy: null,
        removedReason: null,
        liftedBy: null,
        evidences: [],
      },
    })),
  );
}
