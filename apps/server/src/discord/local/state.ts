import { EventEmitter } from 'node:events';
import { ChannelType } from 'discord-api-types/v10';
import { populateCommunity } from './community-seed';
import { demoIdentities, localDiscordIds } from './identities';
import type {
  Dispatch,
  LocalChannel,
  LocalEffect,
  LocalMember,
  LocalMessage,
  LocalRole,
  LocalUser,
  LocalVoiceState,
} from './model';
import { keptEvents } from './values';
import {
  channelPayload,
  memberPayload,
  rolePayload,
  userPayload,
  voiceStatePayload,
} from './payloads';

const joinedAt = '2025-01-15T12:00:00.000Z';

/**
 * The in-memory Discord: one guild, its roles, channels, members, voice states, direct
 * messages and posted messages. Every change emits the gateway event Discord would send
 * (`dispatch`), whoever made it: the bot over REST, or a test or the demo simulator
 * through the control API.
 */
export class LocalGuildState extends EventEmitter<{ dispatch: [Dispatch] }> {
  readonly guild = {
    id: localDiscordIds.guild,
    name: 'Comunidade RP',
    ownerId: demoIdentities[0]!.id,
    afkChannelId: localDiscordIds.afkChannel as string | null,
  };
  readonly application = { id: localDiscordIds.application, name: 'Painel RP' };
  readonly roles = new Map<string, LocalRole>();
  readonly channels = new Map<string, LocalChannel>();
  readonly users = new Map<string, LocalUser>();
  readonly members = new Map<string, LocalMember>();
  readonly voiceStates = new Map<string, LocalVoiceState>();
  readonly messages: LocalMessage[] = [];
  readonly effects: LocalEffect[] = [];
  private lastId = BigInt(Date.now() - 1_420_070_400_000) << 22n;

  constructor() {
    super();
    this.setMaxListeners(0);
    populateCommunity(this);
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

  private emitDispatch(t: string, d: unknown): void {
    this.emit('dispatch', { t, d });
  }

  private memberUpdated(userId: string): void {
    this.emitDispatch('GUILD_MEMBER_UPDATE', {
      ...memberPayload(this, userId),
      guild_id: this.guild.id,
    });
  }

  private roleUpdated(role: LocalRole): void {
    this.emitDispatch('GUILD_ROLE_UPDATE', { guild_id: this.guild.id, role: rolePayload(role) });
  }

  record(type: string, details: Record<string, unknown>): void {
    this.effects.push({ at: new Date().toISOString(), type, ...details });
    if (this.effects.length > keptEvents) this.effects.splice(0, this.effects.length - keptEvents);
  }

  // Members

  addMember(
    user: { id: string; username: string; globalName?: string | null },
    roleIds: string[] = [],
  ) {
    const existing = this.users.get(user.id);
    this.users.set(user.id, {
      id: user.id,
      username: user.username,
      globalName: user.globalName ?? existing?.globalName ?? null,
      avatar: existing?.avatar ?? null,
      bot: false,
      dmsClosed: existing?.dmsClosed ?? false,
    });
    const member = this.newMember(user.id, roleIds);
    member.joinedAt = new Date().toISOString();
    this.members.set(user.id, member);
    this.emitDispatch('GUILD_MEMBER_ADD', {
      ...memberPayload(this, user.id),
      guild_id: this.guild.id,
    });
    return member;
  }

  removeMember(userId: string): boolean {
    if (!this.members.has(userId)) return false;
    if (this.voiceStates.has(userId)) this.setVoiceChannel(userId, null);
    this.members.delete(userId);
    const user = this.users.get(userId);
    this.emitDispatch('GUILD_MEMBER_REMOVE', {
      guild_id: this.guild.id,
      user: user ? userPayload(user) : { id: userId, username: 'unknown', discriminator: '0' },
    });
    return true;
  }

  setMemberRoles(userId: string, roleIds: string[]): void {
    const member = this.members.get(userId);
    if (!member) return;
    member.roles = new Set(roleIds.filter((id) => this.roles.has(id) && id !== this.guild.id));
    this.memberUpdated(userId);
  }

  addMemberRole(userId: string, roleId: string): void {
    const member = this.members.get(userId);
    if (!member || member.roles.has(roleId)) return;
    member.roles.add(roleId);
    this.memberUpdated(userId);
  }

  removeMemberRole(userId: string, roleId: string): void {
    const member = this.members.get(userId);
    if (!member?.roles.delete(roleId)) return;
    this.memberUpdated(userId);
  }

  setNick(userId: string, nick: string | null): void {
    const member = this.members.get(userId);
    if (!member) return;
    member.nick = nick;
    this.memberUpdated(userId);
  }

  // Voice

  /** Joins, moves (a channel id) or leaves (`null`) voice. */
  setVoiceChannel(userId: string, channelId: string | null): void {
    const current = this.voiceStates.get(userId);
    if (channelId === null) {
      if (!current) return;
      this.voiceStates.delete(userId);
      this.emitDispatch(
        'VOICE_STATE_UPDATE',
        voiceStatePayload(this, { ...current, channelId: null }, true),
      );
      return;
    }
    if (current?.channelId === channelId) return;
    const next = current ? { ...current, channelId } : this.newVoiceState(userId, channelId);
    this.voiceStates.set(userId, next);
    this.emitDispatch('VOICE_STATE_UPDATE', voiceStatePayload(this, next, true));
  }

  /** Self mute and deafen (the member's own buttons) or server mute and deafen. */
  setVoiceFlags(
    userId: string,
    flags: Partial<Pick<LocalVoiceState, 'selfMute' | 'selfDeaf' | 'mute' | 'deaf'>>,
  ): void {
    const member = this.members.get(userId);
    if (member && flags.mute !== undefined) member.mute = flags.mute;
    if (member && flags.deaf !== undefined) member.deaf = flags.deaf;
    const current = this.voiceStates.get(userId);
    if (!current) return;
    const next = { ...current, ...flags };
    this.voiceStates.set(userId, next);
    this.emitDispatch('VOICE_STATE_UPDATE', voiceStatePayload(this, next, true));
  }

  // Roles and channels

  createRole(input: Partial<Omit<LocalRole, 'id'>> & { name: string }): LocalRole {
    const role: LocalRole = {
      id: this.nextId(),
      color: 0,
      permissions: 0n,
      managed: false,
      hoist: false,
      position: 1,
      ...input,
    };
    for (const other of this.roles.values()) {
      if (other.id !== this.guild.id && other.position >= role.position) other.position += 1;
    }
    this.roles.set(role.id, role);
    this.emitDispatch('GUILD_ROLE_CREATE', { guild_id: this.guild.id, role: rolePayload(role) });
    return role;
  }

  updateRole(roleId: string, patch: Partial<Omit<LocalRole, 'id'>>): LocalRole | null {
    const role = this.roles.get(roleId);
    if (!role) return null;
    if (patch.position !== undefined && patch.position !== role.position) {
      this.moveRole(role, patch.position);
    }
    Object.assign(role, { ...patch, position: role.position });
    this.roleUpdated(role);
    return role;
  }

  /** Moves a role to a position, shifting the ones in between (as dragging it in Discord). */
  private moveRole(role: LocalRole, target: number): void {
    const ordered = [...this.roles.values()]
      .filter((r) => r.id !== this.guild.id && r.id !== role.id)
      .sort((a, b) => a.position - b.position);
    const clamped = Math.max(1, Math.min(target, ordered.length + 1));
    ordered.splice(clamped - 1, 0, role);
    ordered.forEach((r, index) => {
      const position = index + 1;
      if (r.position !== position && r.id !== role.id) {
        r.position = position;
        this.roleUpdated(r);
      }
      r.position = position;
    });
  }

  deleteRole(roleId: string): boolean {
    if (roleId === this.guild.id || !this.roles.delete(roleId)) return false;
    // Discord sends no member updates for it: clients drop the role from members themselves.
    for (const member of this.members.values()) member.roles.delete(roleId);
    this.emitDispatch('GUILD_ROLE_DELETE', { guild_id: this.guild.id, role_id: roleId });
    return true;
  }

  createChannel(
    input: Omit<LocalChannel, 'id' | 'position'> & { position?: number },
  ): LocalChannel {
    const channel: LocalChannel = {
      ...input,
      id: this.nextId(),
      position: input.position ?? this.channels.size,
    };
    this.channels.set(channel.id, channel);
    if (channel.type !== ChannelType.DM) {
      this.emitDispatch('CHANNEL_CREATE', channelPayload(this, channel));
    }
    return channel;
  }

  updateChannel(channelId: string, patch: Partial<Omit<LocalChannel, 'id'>>): LocalChannel | null {
    const channel = this.channels.get(channelId);
    if (!channel) return null;
    Object.assign(channel, patch);
    this.emitDispatch('CHANNEL_UPDATE', channelPayload(this, channel));
    return channel;
  }

  deleteChannel(channelId: string): boolean {
    const channel = this.channels.get(channelId);
    if (!channel) return false;
    for (const state of [...this.voiceStates.values()]) {
      if (state.channelId === channelId) this.setVoiceChannel(state.userId, null);
    }
    this.channels.delete(channelId);
    this.emitDispatch('CHANNEL_DELETE', channelPayload(this, channel));
    return true;
  }

  /** The direct-message channel with a user, made on first use. */
  dmChannelWith(userId: string): LocalChannel {
    for (const channel of this.channels.values()) {
      if (channel.type === ChannelType.DM && channel.recipientId === userId) return channel;
    }
    return this.createChannel({
      name: '',
      type: ChannelType.DM,
      parentId: null,
      overwrites: [],
      recipientId: userId,
    });
  }

  postMessage(channelId: string, authorId: string, content: string): LocalMessage {
    const message = {
      id: this.nextId(),
      channelId,
      authorId,
      content,
      at: new Date().toISOString(),
    };
    this.messages.push(message);
    if (this.messages.length > keptEvents) {
      this.messages.splice(0, this.messages.length - keptEvents);
    }
    return message;
  }
}
