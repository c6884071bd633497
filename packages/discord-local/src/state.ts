import { ChannelType } from 'discord-api-types/v10';
import { populateCommunity } from './community-seed';
import type { LocalChannel, LocalRole } from './model';
import { channelPayload, rolePayload } from './payloads';
import { LocalGuildMembers } from './state-members';

/**
 * The in-memory Discord: one guild, its roles, channels, members, voice states, direct
 * messages and posted messages. Every change emits the gateway event Discord would send
 * (`dispatch`), whoever made it: the bot over REST, or a test or the demo simulator
 * through the control API. Members and voice are in state-members.ts, the data in
 * state-store.ts; roles and channels here.
 */
export class LocalGuildState extends LocalGuildMembers {
  constructor() {
    super();
    populateCommunity(this);
  }

  /** A member's interaction, as the gateway sends it (interactions.ts builds it). */
  dispatchInteraction(payload: Record<string, unknown>): void {
    this.emitDispatch('INTERACTION_CREATE', payload);
  }

  private roleUpdated(role: LocalRole): void {
    this.emitDispatch('GUILD_ROLE_UPDATE', { guild_id: this.guild.id, role: rolePayload(role) });
  }

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

  /**
   * Deletes a channel as Discord does (channel.mdx, "Delete/Close Channel"): who was in it
   * leaves voice, its messages go, a category's channels stay without a parent (a
   * CHANNEL_UPDATE each), then CHANNEL_DELETE.
   */
  deleteChannel(channelId: string): boolean {
    const channel = this.channels.get(channelId);
    if (!channel) return false;
    for (const state of [...this.voiceStates.values()]) {
      if (state.channelId === channelId) this.setVoiceChannel(state.userId, null);
    }
    for (const child of [...this.channels.values()]) {
      if (child.parentId === channelId) this.updateChannel(child.id, { parentId: null });
    }
    const kept = this.messages.filter((message) => message.channelId !== channelId);
    this.messages.splice(0, this.messages.length, ...kept);
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
}
