import type { DiscordEffect } from '../../outbox/discord-effects';

/** The role a purchase delivers. */
export function purchaseRoleEffect(
  userId: string,
  roleId: string,
  productName: string,
): DiscordEffect {
  return { type: 'member.addRole', userId, roleId, reason: `Resgate na loja: ${productName}` };
}

/** A refund takes the purchase's role back. */
export function refundRoleEffect(
  userId: string,
  roleId: string,
  productName: string,
): DiscordEffect {
  return {
    type: 'member.removeRole',
    userId,
    roleId,
    reason: `Compra reembolsada na loja: ${productName}`,
  };
}
