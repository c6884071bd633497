/**
 * Discord's codes for a target that no longer exists: Unknown Channel, Unknown Member, Unknown
 * Role, Unknown User. The same effect sent again is refused again, so no new try is offered.
 * "Missing Access" and "Missing Permissions" stay retryable (staff may fix the bot's
 * permissions), as do a closed DM, a full category and Unknown Guild (a configuration fix).
 */
export const lostTargetCodes: readonly number[] = [10003, 10007, 10011, 10013];

export function isLostTarget(discordCode: number | null): boolean {
  return discordCode !== null && lostTargetCodes.includes(discordCode);
}
