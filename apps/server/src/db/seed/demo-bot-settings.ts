/**
 * Ids of the simulated Discord server's roles, channels and categories, so that in
 * demo mode every decision has its Discord effects (roles, posts) end to end.
 */
const ids = [
  // Roles
  'adminRoleId',
  'modRoleId',
  'supportRoleId',
  'blockedRoleId',
  'blacklistRoleId',
  'allowListRoleId',
  // Application roles
  'pendingRoleId',
  'groupLeadRoleId',
  'influencerRoleId',
  'developerRoleId',
  'modeler3dRoleId',
  'designerRoleId',
  'vehicle3dRoleId',
  'clothing3dRoleId',
  'cinematicRoleId',
  'socialMediaRoleId',
  // Channels
  'logChannelId',
  'codeLogChannelId',
  'codeErrorChannelId',
  'logBannedChannelId',
  'allowListApprovedChannelId',
  'allowListRejectedChannelId',
  // Categories
  'categoryReviewChannelId',
  'categoryReportId',
  'categoryBlockChannelId',
  'categoryBlacklistChannelId',
] as const;

export const demoBotSettings: Record<(typeof ids)[number], string> = Object.fromEntries(
  ids.map((key, index) => [key, String(300000000000000001n + BigInt(index))]),
) as Record<(typeof ids)[number], string>;
