/**
 * The bot's configuration: Discord ids (roles, channels, categories) in the four groups of
 * the "IDs Discord" tab. A key left out is not configured: the effect that needs it is skipped.
 */
export const botSettingGroups = {
  roles: [
    'adminRoleId',
    'modRoleId',
    'supportRoleId',
    'blockedRoleId',
    'blacklistRoleId',
    'allowListRoleId',
  ],
  applicationRoles: [
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
  ],
  channels: [
    'logChannelId',
    'codeLogChannelId',
    'codeErrorChannelId',
    'logBannedChannelId',
    'allowListApprovedChannelId',
    'allowListRejectedChannelId',
    'reviewChannelId',
  ],
  categories: [
    'categoryReviewChannelId',
    'categoryReportId',
    'categoryBlockChannelId',
    'categoryBlacklistChannelId',
  ],
} as const;

export const botSettingKeys = Object.values(botSettingGroups).flat();
export type BotSettingKey = (typeof botSettingGroups)[keyof typeof botSettingGroups][number];

export function isBotSettingKey(value: string): value is BotSettingKey {
  return (botSettingKeys as readonly string[]).includes(value);
}
