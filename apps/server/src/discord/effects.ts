/**
 * Everything the panel can ask of Discord. Effects are stored in the outbox as JSON,
 * so each one is plain data that names what it acts on.
 */
export type DiscordEffect =
  | { type: 'member.addRole'; userId: string; roleId: string; reason: string }
  | { type: 'member.removeRole'; userId: string; roleId: string; reason: string }
  | { type: 'channel.message'; channelId: string; content: string }
  | {
      type: 'member.directMessage';
      userId: string;
      content: string;
      /** Where to post instead when the member does not accept direct messages. */
      fallbackChannelId: string | null;
    };

export type DiscordEffectType = DiscordEffect['type'];
