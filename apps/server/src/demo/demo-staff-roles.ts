import type { Transaction } from '../db/client';
import type { PlannedEffect } from '../outbox/effects';
import { demoIdentities } from '@panel/discord-local/identities';
import { auditLog } from '../db/schema/audit';
import { enqueueEffects } from '../outbox/enqueue';
import { systemActor } from '../modules/audit';
import { discordRoleEffects } from '../modules/users';
import { demoBotSettings } from './demo-bot-settings';

const demoStaff = demoIdentities.filter((identity) => identity.panelRole !== null);

/** The Discord role each staff identity's panel role goes with, as the panel queues it. */
const staffRoleEffects: PlannedEffect[] = demoStaff.flatMap((identity) =>
  discordRoleEffects(demoBotSettings, identity.id, null, identity.panelRole),
);

/**
 * The staff identities' panel roles, as if given through the panel (at `namedAt`: before the
 * staff's history, when the demo has one): the audit entries, and their Discord roles queued for
 * the bot, delivered once it connects. The local Discord places the bot's role above every role
 * the panel gives, as a community sets up its bot, so each is delivered.
 */
export async function seedDemoStaffRoles(tx: Transaction, namedAt = new Date()): Promise<void> {
  await tx.insert(auditLog).values(
    demoStaff.map((identity) => ({
      createdAt: namedAt,
      actorId: systemActor.id,
      actorName: systemActor.name,
      actionType: 'permission' as const,
      action: 'users.roleAssigned',
      target: identity.id,
      details: `${identity.globalName} recebeu o cargo ${identity.panelRole}`,
      before: { role: null },
      after: { role: identity.panelRole },
    })),
  );
  await enqueueEffects(tx, staffRoleEffects);
}
