import type { LocalMember, LocalVoiceState } from './model';
import { memberPayload, userPayload, voiceStatePayload } from './payloads';
import { LocalGuildStore } from './state-store';

/** The guild's members, their roles and nicknames, and who is in voice, with their events. */
export class LocalGuildMembers extends LocalGuildStore {
  private memberUpdated(userId: string): void {
    this.emitDispatch('GUILD_MEMBER_UPDATE', {
      ...memberPayload(this, userId),
      guild_id: this.guild.id,
    });
  }

  addMember(
    user: { id: string; username: string; globalName?: string | null },
    roleIds: string[] = [],
  ): LocalMember {
    const existing = this.users.get(user.id);
    this.users.set(user.id, {
      id: user.id,
      username: user.username,
      globalName: user.globalName ?? existing?.globalName ?? null,
      avatar: existing?.avatar ?? null,
      bot: false,
      dmsClosed: existing?.dmsClosed ?? false,
      mfaEnabled: existing?.mfaEnabled ?? false,
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
}
