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
    }
  | {
      /** A text channel only the member, the bot and the staff roles can see (tickets). */
      type: 'channel.createPrivate';
      name: string;
      /** The category it goes under, or `null` for none. */
      parentId: string | null;
      userId: string;
      staffRoleIds: string[];
      /** First message posted in the new channel. */
      content: string;
    };

export type DiscordEffectType = DiscordEffect['type'];
