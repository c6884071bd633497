import {
  OverwriteType,
  type Guild,
  type GuildBasedChannel,
  type GuildMember,
  type Role,
  type VoiceState,
} from 'discord.js';
import type {
  CatalogChannel,
  CatalogGuild,
  CatalogMember,
  CatalogRole,
  CatalogVoiceState,
} from './catalog-repository';

/** discord.js's objects as the catalog's rows. */

export const roleRow = (role: Role): CatalogRole => ({
  id: role.id,
  name: role.name,
  color: role.color,
  position: role.position,
  permissions: role.permissions.bitfield.toString(),
  managed: role.managed,
});

export const channelRow = (channel: GuildBasedChannel): CatalogChannel => ({
  id: channel.id,
  name: channel.name,
  type: channel.type,
  parentId: channel.parentId ?? null,
  // Discord's own position, not discord.js's computed rank: moving one channel changes only
  // that channel's row, and the rank it would compute for the others goes stale.
  position: 'rawPosition' in channel ? channel.rawPosition : 0,
  permissionOverwrites:
    'permissionOverwrites' in channel
      ? channel.permissionOverwrites.cache.map((overwrite) => ({
          id: overwrite.id,
          type: overwrite.type === OverwriteType.Member ? 1 : 0,
          allow: overwrite.allow.bitfield.toString(),
          deny: overwrite.deny.bitfield.toString(),
        }))
      : [],
});

export const memberRow = (member: GuildMember): CatalogMember => ({
  userId: member.id,
  username: member.user.username,
  globalName: member.user.globalName,
  nick: member.nickname,
  avatarUrl: member.user.avatarURL({ size: 128 }),
  bot: member.user.bot,
  roleIds: member.roles.cache.filter((role) => role.id !== member.guild.id).map((role) => role.id),
  joinedAt: member.joinedAt,
});

export const voiceRow = (state: VoiceState): CatalogVoiceState | null =>
  state.channelId
    ? {
        userId: state.id,
        channelId: state.channelId,
        selfMute: state.selfMute ?? false,
        selfDeaf: state.selfDeaf ?? false,
        serverMute: state.serverMute ?? false,
        serverDeaf: state.serverDeaf ?? false,
      }
    : null;

export const guildRow = (guild: Guild): CatalogGuild => ({
  id: guild.id,
  name: guild.name,
  iconUrl: guild.iconURL({ size: 128 }),
  memberCount: guild.memberCount,
  afkChannelId: guild.afkChannelId,
  ownerId: guild.ownerId,
});
