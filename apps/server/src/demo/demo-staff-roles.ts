import type { Transaction } from '../db/client';
import type { PlannedEffect } from '../outbox/effects';
import { demoIdentities } from '@panel/discord-local/identities';
import { enqueueEffects } from '../outbox/enqueue';
import { recordAudit, systemActor } from '../modules/audit';
import { discordRoleEffects } from '../modules/users';
import { demoBotSettings } from './demo-bot-settings';

const demoStaff = demoIdentities.filter((identity) => identity.panelRole !== null);

/** The Discord role each staff identity's panel role goes with, as the panel queues it. */
const staffRoleEffects: PlannedEffect[] = demoStaff.flatMap((identity) =>
  discordRoleEffects(demoBotSettings, identity.id, null, identity.panelRole),
);

/**
 * The staff identities' panel roles, as if given through the panel: the audit entries, and their
 * Discord roles queued for the bot, delivered once it connects. The local Discord places the bot's
 * role above every role the panel gives, as a community sets up its bot, so each is delivered.
 */
export async function seedDemoStaffRoles(tx: Transaction): Promise<void> {
  const context = { actor: systemActor, requestId: null, ip: null };
  for (const identity of demoStaff) {
    await recordAudit(tx, context, {
      actionType: 'permission',
      action: 'users.roleAssigned',
      target: identity.id,
      details: `${identity.globalName} recebeu o cargo ${identity.panelRole}`,
      before: { role: null },
      after: { role: identity.panelRole },
    });
  }
  await enqueueEffects(tx, staffRoleEffects);
}
