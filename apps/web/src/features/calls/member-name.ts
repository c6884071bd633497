/** The member's name on the server, or their Discord ID when the panel does not know it. */
export function memberName({
  username,
  discordId,
}: {
  username: string | null;
  discordId: string;
}) {
  return username ?? discordId;
}
