import {
  botSettingsSchema,
  type BotInfo,
  type BotSettings,
  type BotSettingsView,
  type PrivilegedIntent,
} from '@panel/contract/api/bot-settings';
import { ApplicationFlags } from 'discord-api-types/v10';
import type { Executor } from '../../../db/client';
import { readBotIdentity, readBotStatus } from '../../../discord/gateway-status';
import { countSkippedBySetting, findGuildCatalog } from '../repository';
import { checkSettings } from './checks';
import { buildGuildView, type GuildView } from './guild-view';
import { readBotSettings } from './settings';

export async function loadGuildView(db: Executor): Promise<GuildView> {
  return buildGuildView(await findGuildCatalog(db));
}

/** Each privileged intent, its application flags (full or limited) and whether the panel needs it. */
const intentFlags: Record<PrivilegedIntent, { flags: number; required: boolean }> = {
  guildMembers: {
    flags: ApplicationFlags.GatewayGuildMembers | ApplicationFlags.GatewayGuildMembersLimited,
    required: true,
  },
  presence: {
    flags: ApplicationFlags.GatewayPresence | ApplicationFlags.GatewayPresenceLimited,
    required: false,
  },
  messageContent: {
    flags: ApplicationFlags.GatewayMessageContent | ApplicationFlags.GatewayMessageContentLimited,
    required: false,
  },
};

async function botInfo(db: Executor, view: GuildView): Promise<BotInfo> {
  const [status, identity] = await Promise.all([readBotStatus(db), readBotIdentity(db)]);
  const guild = view.guild;
  const flags = identity?.applicationFlags;
  const role = view.botHighestRole;
  return {
    id: identity?.botUserId ?? null,
    name: identity?.botName ?? null,
    avatarUrl: identity?.botAvatarUrl ?? null,
    status: status.status,
    activity:
      identity?.activityName && identity.activityType
        ? { name: identity.activityName, type: identity.activityType }
        : null,
    description: identity?.description ?? null,
    latencyMs: status.pingMs,
    connectedAt: status.connectedAt?.toISOString() ?? null,
    lastError: status.lastError,
    seenAt: identity?.seenAt.toISOString() ?? null,
    guild: guild
      ? { id: guild.id, name: guild.name, iconUrl: guild.iconUrl, memberCount: guild.memberCount }
      : null,
    highestRole: role
      ? { id: role.id, name: role.name, color: role.color, position: role.position }
      : null,
    intents:
      flags === null || flags === undefined
        ? []
        : (Object.keys(intentFlags) as PrivilegedIntent[]).map((key) => ({
            key,
            enabled: (flags & intentFlags[key].flags) !== 0,
            required: intentFlags[key].required,
          })),
  };
}

/** The bot, the saved ids and their findings against the guild as the bot last saw it. */
export async function buildBotSettingsView(
  db: Executor,
  known?: { settings: BotSettings; view: GuildView },
): Promise<BotSettingsView> {
  const view = known?.view ?? (await loadGuildView(db));
  const settings = known?.settings ?? (await readBotSettings(db));
  const [bot, skipped] = await Promise.all([botInfo(db, view), countSkippedBySetting(db)]);
  return {
    bot,
    settings: botSettingsSchema.parse(settings),
    checks: checkSettings(settings, view),
    skipped,
  };
}
