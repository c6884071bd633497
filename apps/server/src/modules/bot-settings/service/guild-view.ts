import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { BotCatalog, CatalogChannelKind } from '@panel/contract/api/bot-settings';
import { channelPermissionsOf, type PermissionSubject } from '../../../discord/permission-math';
import type { GuildCatalog } from '../repository';

type CatalogRole = GuildCatalog['roles'][number];
export type CatalogChannel = GuildCatalog['channels'][number];

/** The guild catalog with what the bot may do in it: what the checks and the pickers read. */
export interface GuildView {
  /** False before the bot has ever synchronised the guild. */
  synced: boolean;
  guild: GuildCatalog['guild'];
  guildId: string | null;
  roles: Map<string, CatalogRole>;
  channels: Map<string, CatalogChannel>;
  /** Whether the bot's member is in the catalog (its roles and permissions are known). */
  botKnown: boolean;
  /** The bot's highest role, `null` when it has none (or is unknown). */
  botHighestRole: CatalogRole | null;
  /** Position a role must stay below for the bot to give it. */
  botRank: number;
  botChannelPermissions(channel: CatalogChannel): bigint;
}

const channelKinds = new Map<number, CatalogChannelKind>([
  [ChannelType.GuildText, 'text'],
  [ChannelType.GuildAnnouncement, 'text'],
  [ChannelType.GuildVoice, 'voice'],
  [ChannelType.GuildStageVoice, 'voice'],
  [ChannelType.GuildCategory, 'category'],
]);

/** The catalog stores Discord's channel type number. */
export function channelKindOf(type: number): CatalogChannelKind {
  return channelKinds.get(type) ?? 'other';
}

export function buildGuildView(catalog: GuildCatalog): GuildView {
  const roles = new Map(catalog.roles.map((role) => [role.id, role]));
  const channels = new Map(catalog.channels.map((channel) => [channel.id, channel]));
  const guildId = catalog.guild?.id ?? null;
  const botRoles = (catalog.bot?.roleIds ?? []).flatMap((id) => roles.get(id) ?? []);
  const botHighestRole = botRoles.reduce<CatalogRole | null>(
    (highest, role) => (!highest || role.position > highest.position ? role : highest),
    null,
  );
  const isOwner = Boolean(catalog.bot && catalog.guild?.ownerId === catalog.bot.userId);
  const subject: PermissionSubject | null =
    guildId && catalog.bot
      ? {
          guildId,
          ownerId: catalog.guild?.ownerId ?? null,
          userId: catalog.bot.userId,
          roleIds: catalog.bot.roleIds,
          rolePermissions: new Map(
            catalog.roles.map((role) => [role.id, BigInt(role.permissions)]),
          ),
        }
      : null;
  return {
    synced: catalog.guild !== null,
    botKnown: catalog.bot !== null,
    guild: catalog.guild,
    guildId,
    roles,
    channels,
    botHighestRole,
    botRank: isOwner ? Number.MAX_SAFE_INTEGER : (botHighestRole?.position ?? 0),
    botChannelPermissions: (channel) =>
      subject
        ? channelPermissionsOf(
            subject,
            channel.permissionOverwrites.map((o) => ({
              id: o.id,
              type: o.type,
              allow: BigInt(o.allow),
              deny: BigInt(o.deny),
            })),
            channel.type,
          )
        : 0n,
  };
}

const has = (permissions: bigint, flags: bigint) => (permissions & flags) === flags;

export const botCan = {
  view: (view: GuildView, channel: CatalogChannel) =>
    has(view.botChannelPermissions(channel), P.ViewChannel),
  send: (view: GuildView, channel: CatalogChannel) =>
    has(view.botChannelPermissions(channel), P.ViewChannel | P.SendMessages),
  /** Create ticket channels under a category and set who sees them. */
  manageChannels: (view: GuildView, channel: CatalogChannel) =>
    has(view.botChannelPermissions(channel), P.ViewChannel | P.ManageChannels | P.ManageRoles),
  /** Server-mute members in a voice channel (its overwrites may deny it). */
  mute: (view: GuildView, channel: CatalogChannel) =>
    has(view.botChannelPermissions(channel), P.MuteMembers),
  /** Disconnect members from a voice channel. */
  disconnect: (view: GuildView, channel: CatalogChannel) =>
    has(view.botChannelPermissions(channel), P.MoveMembers),
};

/** The pickers' lists: roles highest first (without @everyone), channels in Discord's order. */
export function presentCatalog(view: GuildView): BotCatalog {
  const roles = [...view.roles.values()]
    .filter((role) => role.id !== view.guildId)
    .sort((a, b) => b.position - a.position)
    .map((role) => ({
      id: role.id,
      name: role.name,
      color: role.color,
      position: role.position,
      managed: role.managed,
      assignable: !role.managed && (!view.botKnown || role.position < view.botRank),
    }));
  const parentPosition = (channel: CatalogChannel) =>
    channel.parentId ? (view.channels.get(channel.parentId)?.position ?? -1) : -1;
  const channels = [...view.channels.values()]
    .sort(
      (a, b) =>
        (channelKindOf(a.type) === 'category' ? a.position : parentPosition(a)) -
          (channelKindOf(b.type) === 'category' ? b.position : parentPosition(b)) ||
        Number(channelKindOf(b.type) === 'category') -
          Number(channelKindOf(a.type) === 'category') ||
        a.position - b.position,
    )
    .map((channel) => ({
      id: channel.id,
      name: channel.name,
      kind: channelKindOf(channel.type),
      parentName: channel.parentId ? (view.channels.get(channel.parentId)?.name ?? null) : null,
      // Unknown before the bot connected: nothing is flagged.
      botCanView: !view.botKnown || botCan.view(view, channel),
      botCanSend: !view.botKnown || botCan.send(view, channel),
      botCanManageChannels: !view.botKnown || botCan.manageChannels(view, channel),
    }));
  return { roles, channels, synced: view.synced };
}
