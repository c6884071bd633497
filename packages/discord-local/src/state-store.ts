import { EventEmitter } from 'node:events';
import { demoIdentities, localDiscordIds } from './identities';
import type {
  Dispatch,
  LocalChannel,
  LocalEffect,
  LocalInvite,
  LocalMember,
  LocalMessage,
  LocalRole,
  LocalUser,
  LocalVoiceState,
} from './model';
import { keptEvents } from './values';

const joinedAt = '2025-01-15T12:00:00.000Z';

/**
 * What the local Discord holds: one guild, its roles, channels, users, members, voice
 * states, posted messages and the effects asked of it. The changes (state-members.ts,
 * state.ts) emit `dispatch`: the gateway event Discord would send.
 */
export class LocalGuildStore extends EventEmitter<{ dispatch: [Dispatch] }> {
  readonly guild = {
    id: localDiscordIds.guild,
    name: 'Comunidade RP',
    ownerId: demoIdentities[0].id,
    afkChannelId: localDiscordIds.afkChannel as string | null,
  };
  readonly application = { id: localDiscordIds.application, name: 'Painel RP' };
  readonly roles = new Map<string, LocalRole>();
  readonly channels = new Map<string, LocalChannel>();
  readonly users = new Map<string, LocalUser>();
  readonly members = new Map<string, LocalMember>();
  readonly voiceStates = new Map<string, LocalVoiceState>();
  /** Invites by code, to guilds other than this one: all it knows of them (community-invites.ts). */
  readonly invites = new Map<string, LocalInvite>();
  readonly messages: LocalMessage[] = [];
  readonly effects: LocalEffect[] = [];
  private lastId = BigInt(Date.now() - 1_420_070_400_000) << 22n;

  constructor() {
    super();
    this.setMaxListeners(0);
  }

  /** A new snowflake, increasing. */
  nextId(): string {
    const now = BigInt(Date.now() - 1_420_070_400_000) << 22n;
    this.lastId = now > this.lastId ? now : this.lastId + 1n;
    return String(this.lastId);
  }

  get botUserId(): string {
    return this.application.id;
  }

  /** A user the local Discord always has: the bot, the guild's owner. */
  knownUser(userId: string): LocalUser {
    const user = this.users.get(userId);
    if (!user) throw new Error(`The local Discord has no user ${userId}.`);
    return user;
  }

  newMember(userId: string, roleIds: string[]): LocalMember {
    return { userId, nick: null, roles: new Set(roleIds), joinedAt, mute: false, deaf: false };
  }

  newVoiceState(userId: string, channelId: string, selfMute = false): LocalVoiceState {
    const member = this.members.get(userId);
    return {
      userId,
      channelId,
      sessionId: this.nextId(),
      selfMute,
      selfDeaf: false,
      mute: member?.mute ?? false,
      deaf: member?.deaf ?? false,
    };
  }

  protected emitDispatch(t: string, d: unknown): void {
    this.emit('dispatch', { t, d });
  }

  record(type: string, details: Record<string, unknown>): void {
    this.effects.push({ at: new Date().toISOString(), type, ...details });
    if (this.effects.length > keptEvents) this.effects.splice(0, this.effects.length - keptEvents);
  }

  postMessage(
    channelId: string,
    authorId: string,
    content: string,
    mentions: Pick<LocalMessage, 'mentionIds' | 'mentionRoleIds' | 'mentionEveryone'> = {
      mentionIds: [],
      mentionRoleIds: [],
      mentionEveryone: false,
    },
    extra: Partial<
      Pick<LocalMessage, 'components' | 'flags' | 'type' | 'embeds' | 'interaction'>
    > = {},
  ): LocalMessage {
    const message: LocalMessage = {
      id: this.nextId(),
      channelId,
      authorId,
      content,
      at: new Date().toISOString(),
      ...mentions,
      components: extra.components ?? [],
      editedAt: null,
      flags: extra.flags ?? 0,
      type: extra.type ?? 0,
      embeds: extra.embeds ?? [],
      interaction: extra.interaction ?? null,
    };
    this.messages.push(message);
    if (this.messages.length > keptEvents) {
      this.messages.splice(0, this.messages.length - keptEvents);
    }
    return message;
  }
}
