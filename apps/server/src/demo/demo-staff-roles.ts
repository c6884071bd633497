import type { Transaction } from '../db/client';
import { isSkipped, type PlannedEffect } from '../outbox/effects';
import { communityRoles } from '@panel/discord-local/community';
import { demoIdentities, localDiscordIds } from '@panel/discord-local/identities';
import { enqueueEffects } from '../outbox/enqueue';
import { recordAudit, systemActor } from '../modules/audit';
import { discordRoleEffects } from '../modules/users';
import { demoBotSettings } from './demo-bot-settings';

const demoStaff = demoIdentities.filter((identity) => identity.panelRole !== null);

/** The Discord role each staff identity's panel role goes with, as the panel queues it. */
const staffRoleEffects: PlannedEffect[] = demoStaff.flatMap((identity) =>
  discordRoleEffects(demoBotSettings, identity.id, null, identity.panelRole),
);

const position = (roleId: string) => communityRoles.findIndex((role) => role.id === roleId);

/**
 * Deliberate demo scenario, "a role above the bot's": of the staff roles queued at seeding,
 * Administração and Moderação sit above the bot's own role on the local Discord, so Discord
 * refuses them (Missing Permissions) and these two deliveries fail, for the "Entregas" tab to
 * show a failure and its reason. They are the only deliveries of the demo meant to fail; every
 * other one, and every one a staff action on the demo data queues, is delivered.
 */
export const deliberatelyFailingDeliveries: { userId: string; roleId: string }[] =
  staffRoleEffects.flatMap((effect) =>
    !isSkipped(effect) &&
    effect.type === 'member.addRole' &&
    position(effect.roleId) > position(localDiscordIds.botRole)
      ? [{ userId: effect.userId, roleId: effect.roleId }]
      : [],
  );

/**
 * The staff identities' panel roles, as if given through the panel: the audit entries, and their
 * Discord roles queued for the bot, delivered once it connects (Suporte is given; the two above
 * the bot's role are `deliberatelyFailingDeliveries`).
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
