import type { ActionRow } from './message-components';
import type { Embed } from './message-embeds';
import type { ChannelType, GuildVerificationLevel } from 'discord-api-types/v10';

/** The local Discord's objects, as its state keeps them. */

export interface LocalRole {
  id: string;
  name: string;
  color: number;
  position: number;
  permissions: bigint;
  managed: boolean;
  hoist: boolean;
}

export interface LocalOverwrite {
  id: string;
  type: 0 | 1;
  allow: bigint;
  deny: bigint;
}

export interface LocalChannel {
  id: string;
  name: string;
  type: ChannelType;
  parentId: string | null;
  position: number;
  overwrites: LocalOverwrite[];
  /** Direct-message channels: the member on the other side. */
  recipientId?: string;
}

export interface LocalUser {
  id: string;
  username: string;
  globalName: string | null;
  avatar: string | null;
  bot: boolean;
  /** Members who do not accept direct messages from the bot. */
  dmsClosed: boolean;
  /** Two-step authentication on the account (`mfa_enabled` of `/users/@me`). */
  mfaEnabled: boolean;
}

export interface LocalMember {
  userId: string;
  nick: string | null;
  roles: Set<string>;
  joinedAt: string;
  mute: boolean;
  deaf: boolean;
}

export interface LocalVoiceState {
  userId: string;
  channelId: string;
  sessionId: string;
  selfMute: boolean;
  selfDeaf: boolean;
  mute: boolean;
  deaf: boolean;
}

export interface LocalMessage {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  at: string;
  /** Who the message mentions, as its content and `allowed_mentions` resolved them. */
  mentionIds: string[];
  mentionRoleIds: string[];
  mentionEveryone: boolean;
  /** Its action rows of buttons, as sent (message-components.ts). */
  components: ActionRow[];
  /** When the bot last edited it. */
  editedAt: string | null;
  /** Ephemeral (flags 64): only the member who used an interaction sees it. */
  flags: number;
  /** Discord's message type: 0, or 20/23 for the reply to a slash or context menu command. */
  type: number;
  /** Its embeds, as sent (message-embeds.ts). */
  embeds: Embed[];
  /** The interaction the message answers (its `interaction_metadata`), if any. */
  interaction: LocalMessageInteraction | null;
}

/** What a message says of the interaction it answers. */
export interface LocalMessageInteraction {
  id: string;
  type: number;
  userId: string;
  /** Set on follow-ups: the interaction's first answer. */
  originalResponseId: string | null;
  /** A component's message. */
  interactedMessageId: string | null;
  /** A context menu command's target. */
  targetUserId: string | null;
  targetMessageId: string | null;
  /** A modal's submission: the command or component interaction that showed the modal. */
  triggering: LocalMessageInteraction | null;
}

/** What the local Discord was asked to do, in the panel's words, for the demo's effects page. */
export interface LocalEffect {
  at: string;
  type: string;
  [key: string]: unknown;
}

/** A gateway event: name and payload, in Discord's shapes (see payloads.ts). */
export interface Dispatch {
  t: string;
  d: unknown;
}

/**
 * An invite to a guild the local Discord does not hold (another community's server): all it
 * knows of that guild is what the invite shows whoever has the code (invite.mdx, "Get Invite").
 */
export interface LocalInvite {
  code: string;
  /** The invite's partial guild, as Discord answers it (InviteGuildResponse). */
  guild: {
    id: string;
    name: string;
    /** Icon hash; `null` for a guild without an icon. */
    icon: string | null;
    description: string | null;
    verificationLevel: GuildVerificationLevel;
    vanityUrlCode: string | null;
    premiumSubscriptionCount: number;
  };
  /** The channel the invite leads to. */
  channel: { id: string; name: string; type: ChannelType.GuildText | ChannelType.GuildVoice };
  /** What `with_counts=true` answers. */
  approximateMemberCount: number;
  approximatePresenceCount: number;
  /** When it stops working; `null` for never. An expired invite is Discord's Unknown Invite. */
  expiresAt: string | null;
}
