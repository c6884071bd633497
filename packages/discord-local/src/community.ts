import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import { localDiscordIds } from './identities';

/**
 * The demo community the local Discord starts with: roles (the bot's own in the middle),
 * categories, text and voice channels (the members are in community-members.ts). The ids of the roles, channels and
 * categories the panel's bot settings name are fixed, so the demo seed can point at them.
 */

export interface CommunityRole {
  id: string;
  name: string;
  color: number;
  permissions: bigint;
  managed?: boolean;
  hoist?: boolean;
}

export interface CommunityChannel {
  id: string;
  name: string;
  type: ChannelType.GuildText | ChannelType.GuildVoice | ChannelType.GuildCategory;
  parentId: string | null;
  /** Overwrites by role or member id: what is allowed and denied on top of the roles. */
  overwrites?: { id: string; type: 0 | 1; allow?: bigint; deny?: bigint }[];
}

/** An id of the demo community (a role, channel or category): 3000…0 plus `n`. */
export const communityId = (n: number) => String(300000000000000000n + BigInt(n));
const id = communityId;

/** Ids the demo bot settings use: the setting key → the id of what it names. */
export const communitySettingIds = {
  adminRoleId: id(1),
  modRoleId: id(2),
  supportRoleId: id(3),
  blockedRoleId: id(4),
  blacklistRoleId: id(5),
  allowListRoleId: id(6),
  pendingRoleId: id(7),
  groupLeadRoleId: id(8),
  influencerRoleId: id(9),
  developerRoleId: id(10),
  modeler3dRoleId: id(11),
  designerRoleId: id(12),
  vehicle3dRoleId: id(13),
  clothing3dRoleId: id(14),
  cinematicRoleId: id(15),
  socialMediaRoleId: id(16),
  logChannelId: id(17),
  codeLogChannelId: id(18),
  codeErrorChannelId: id(19),
  logBannedChannelId: id(20),
  allowListApprovedChannelId: id(21),
  allowListRejectedChannelId: id(22),
  categoryReviewChannelId: id(23),
  categoryReportId: id(24),
  categoryBlockChannelId: id(25),
  categoryBlacklistChannelId: id(26),
  reviewChannelId: id(27),
} as const;

/** A role no setting names: what the demo store's emote pack gives. */
export const communitySupporterRoleId = id(30);

/**
 * The owner's role, the only one above the bot's: no setting names it and the panel never gives
 * it. A coherent guild places the bot above every role the panel gives, so nothing the demo
 * queues is refused for the hierarchy; what a role above the bot does is seen by setting this one.
 */
export const communityFounderRoleId = id(31);

const s = communitySettingIds;
// Discord's defaults include USE_APPLICATION_COMMANDS: every member may run the bot's commands.
const everyone =
  P.ViewChannel |
  P.SendMessages |
  P.ReadMessageHistory |
  P.Connect |
  P.Speak |
  P.UseApplicationCommands;

/** Lowest first: the array index is the role's position (0 is @everyone, added apart). */
export const communityRoles: CommunityRole[] = [
  { id: communitySupporterRoleId, name: 'Apoiador', color: 0xf59e0b, permissions: 0n },
  { id: s.socialMediaRoleId, name: 'Social Media', color: 0xec4899, permissions: 0n },
  { id: s.cinematicRoleId, name: 'Cinematic', color: 0x8b5cf6, permissions: 0n },
  { id: s.clothing3dRoleId, name: 'Clothing 3D', color: 0xf97316, permissions: 0n },
  { id: s.vehicle3dRoleId, name: 'Vehicle 3D', color: 0xeab308, permissions: 0n },
  { id: s.designerRoleId, name: 'Designer', color: 0x14b8a6, permissions: 0n },
  { id: s.modeler3dRoleId, name: 'Modeler', color: 0x06b6d4, permissions: 0n },
  { id: s.developerRoleId, name: 'Developer', color: 0x3b82f6, permissions: 0n },
  { id: s.influencerRoleId, name: 'Influencer', color: 0xd946ef, permissions: 0n },
  { id: s.groupLeadRoleId, name: 'Group Lead', color: 0x22c55e, permissions: 0n },
  { id: s.pendingRoleId, name: 'Allowlist pendente', color: 0x94a3b8, permissions: 0n },
  { id: s.allowListRoleId, name: 'Allowlist', color: 0x10b981, permissions: 0n, hoist: true },
  { id: s.blacklistRoleId, name: 'Blacklist', color: 0x111827, permissions: 0n },
  { id: s.blockedRoleId, name: 'Bloqueado', color: 0x78716c, permissions: 0n },
  {
    id: s.supportRoleId,
    name: 'Suporte',
    color: 0x0ea5e9,
    permissions: P.ManageMessages | P.MoveMembers,
    hoist: true,
  },
  {
    id: s.modRoleId,
    name: 'Moderação',
    color: 0xf59e0b,
    permissions: P.KickMembers | P.ManageMessages | P.MuteMembers | P.MoveMembers,
    hoist: true,
  },
  {
    id: s.adminRoleId,
    name: 'Administração',
    color: 0xef4444,
    permissions: P.Administrator,
    hoist: true,
  },
  {
    id: localDiscordIds.botRole,
    name: 'Painel RP',
    color: 0x5865f2,
    managed: true,
    permissions:
      P.ManageRoles |
      P.ManageChannels |
      P.ViewChannel |
      P.SendMessages |
      P.EmbedLinks |
      P.AttachFiles |
      P.ReadMessageHistory |
      P.MuteMembers |
      P.MoveMembers,
  },
  {
    id: communityFounderRoleId,
    name: 'Fundador',
    color: 0xfacc15,
    permissions: P.Administrator,
    hoist: true,
  },
];

export const everyonePermissions = everyone;

const text = ChannelType.GuildText;
const voice = ChannelType.GuildVoice;
const category = ChannelType.GuildCategory;
const hidden = (roleIds: string[]) => [
  { id: localDiscordIds.guild, type: 0 as const, deny: P.ViewChannel },
  ...roleIds.map((roleId) => ({ id: roleId, type: 0 as const, allow: P.ViewChannel })),
];
const staffOnly = hidden([s.adminRoleId, s.modRoleId, s.supportRoleId, localDiscordIds.botRole]);

/** In display order; categories before their channels. */
export const communityChannels: CommunityChannel[] = [
  { id: id(201), name: 'Informações', type: category, parentId: null },
  { id: id(202), name: 'boas-vindas', type: text, parentId: id(201) },
  {
    id: id(203),
    name: 'anúncios',
    type: text,
    parentId: id(201),
    // Only the administration posts here; the bot cannot.
    overwrites: [
      { id: localDiscordIds.guild, type: 0, deny: P.SendMessages },
      { id: s.adminRoleId, type: 0, allow: P.SendMessages },
    ],
  },
  { id: id(204), name: 'geral', type: text, parentId: id(201) },
  { id: s.allowListApprovedChannelId, name: 'allowlist-aprovadas', type: text, parentId: id(201) },
  { id: s.allowListRejectedChannelId, name: 'allowlist-reprovadas', type: text, parentId: id(201) },
  { id: id(210), name: 'Registros', type: category, parentId: null, overwrites: staffOnly },
  { id: s.logChannelId, name: 'logs-painel', type: text, parentId: id(210), overwrites: staffOnly },
  {
    id: s.reviewChannelId,
    name: 'analise-formularios',
    type: text,
    parentId: id(210),
    overwrites: staffOnly,
  },
  {
    id: s.codeLogChannelId,
    name: 'logs-codigos',
    type: text,
    parentId: id(210),
    overwrites: staffOnly,
  },
  {
    id: s.codeErrorChannelId,
    name: 'erros-codigos',
    type: text,
    parentId: id(210),
    overwrites: staffOnly,
  },
  {
    id: s.logBannedChannelId,
    name: 'banidos',
    type: text,
    parentId: id(210),
    overwrites: staffOnly,
  },
  {
    id: s.categoryReviewChannelId,
    name: 'Revisões',
    type: category,
    parentId: null,
    overwrites: staffOnly,
  },
  {
    id: s.categoryReportId,
    name: 'Denúncias',
    type: category,
    parentId: null,
    overwrites: staffOnly,
  },
  {
    id: s.categoryBlockChannelId,
    name: 'Bloqueios',
    type: category,
    parentId: null,
    overwrites: staffOnly,
  },
  {
    id: s.categoryBlacklistChannelId,
    name: 'Blacklist',
    type: category,
    parentId: null,
    overwrites: staffOnly,
  },
  { id: id(220), name: 'Cidade', type: category, parentId: null },
  { id: id(221), name: 'Sala de espera', type: voice, parentId: id(220) },
  { id: id(222), name: 'Patrulha 1', type: voice, parentId: id(220) },
  { id: id(223), name: 'Patrulha 2', type: voice, parentId: id(220) },
  { id: id(224), name: 'Hospital', type: voice, parentId: id(220) },
  { id: id(225), name: 'Mecânica', type: voice, parentId: id(220) },
  { id: id(226), name: 'Staff', type: voice, parentId: id(220), overwrites: staffOnly },
  { id: localDiscordIds.afkChannel, name: 'AFK', type: voice, parentId: id(220) },
];
