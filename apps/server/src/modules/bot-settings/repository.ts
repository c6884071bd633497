import {
  botSettingGroups,
  parseBotSettings,
  type BotSettings,
} from '@panel/contract/api/bot-settings';
import { discordChannelLimits, type CategoryFill } from '@panel/contract/api/discord-limits';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { defineFigure, readFigure } from '../../db/figures';
import {
  discordChannels,
  discordGateway,
  discordGuild,
  discordMembers,
  discordRoles,
  type CatalogOverwrite,
} from '../../db/schema/discord';
import { botSettings } from '../../db/schema/bot-settings';

/** The saved settings; `{}` before anything was saved. */
export async function findStoredBotSettings(db: Executor): Promise<BotSettings> {
  const [row] = await db.select().from(botSettings).where(eq(botSettings.id, 1)).limit(1);
  return parseBotSettings(row?.settings);
}

/** The stored map, locked until the transaction ends (two saves never interleave). */
export async function lockStoredBotSettings(tx: Executor): Promise<BotSettings> {
  await tx.insert(botSettings).values({ id: 1, settings: {} }).onConflictDoNothing();
  const [row] = await queryRows<{ settings: unknown }>(
    tx,
    sql`select settings from bot_settings where id = 1 for update`,
  );
  return parseBotSettings(row?.settings);
}

export async function saveStoredBotSettings(db: Executor, settings: BotSettings): Promise<void> {
  await db
    .insert(botSettings)
    .values({ id: 1, settings })
    .onConflictDoUpdate({ target: botSettings.id, set: { settings } });
}

export interface GuildCatalog {
  guild: {
    id: string;
    name: string;
    iconUrl: string | null;
    memberCount: number;
    ownerId: string | null;
  } | null;
  roles: {
    id: string;
    name: string;
    color: number;
    position: number;
    permissions: string;
    managed: boolean;
  }[];
  channels: {
    id: string;
    name: string;
    type: number;
    parentId: string | null;
    position: number;
    permissionOverwrites: CatalogOverwrite[];
  }[];
  /** The bot's member: its id and roles, once it has connected. */
  bot: { userId: string; roleIds: string[] } | null;
}

/** The guild as the bot last saw it: what the settings are checked against. */
export async function findGuildCatalog(db: Executor): Promise<GuildCatalog> {
  const [guilds, roles, channels, gateway] = await Promise.all([
    db.select().from(discordGuild).limit(1),
    db.select().from(discordRoles),
    db.select().from(discordChannels),
    db.select({ botUserId: discordGateway.botUserId }).from(discordGateway).limit(1),
  ]);
  const botUserId = gateway[0]?.botUserId ?? null;
  const [member] = botUserId
    ? await db
        .select({ roleIds: discordMembers.roleIds })
        .from(discordMembers)
        .where(eq(discordMembers.userId, botUserId))
    : [];
  const guild = guilds[0];
  return {
    guild: guild
      ? {
          id: guild.id,
          name: guild.name,
          iconUrl: guild.iconUrl,
          memberCount: guild.memberCount,
          ownerId: guild.ownerId,
        }
      : null,
    roles,
    channels,
    bot: botUserId ? { userId: botUserId, roleIds: member?.roleIds ?? [] } : null,
  };
}

/** Deliveries not sent because a setting was missing, per setting (see the outbox). */
export async function countSkippedBySetting(db: Executor): Promise<Record<string, number>> {
  const rows = await queryRows<{ key: string; count: number }>(
    db,
    sql`select missing_setting as key, count(*)::int as count from outbox
      where status = 'skipped' group by missing_setting`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.count]));
}

/**
 * The ticket categories (bot settings) holding `warnAt` channels or more, fullest first: a
 * figure the dashboard reads with others, and so without values (the setting keys and the
 * threshold are constants).
 */
export const fullCategoriesFigure = defineFigure(
  'full_categories',
  sql`(select coalesce(json_agg(json_build_object(
          'id', c.id, 'name', c.name, 'channels', n.channels) order by n.channels desc, c.name),
          '[]')
        from (select distinct e.value as id from bot_settings s, jsonb_each_text(s.settings) e
          where e.key in (${sql.raw(botSettingGroups.categories.map((key) => `'${key}'`).join(', '))})) k
        join discord_channels c on c.id = k.id
        cross join lateral (select count(*)::int as channels from discord_channels x
          where x.parent_id = c.id) n
        where n.channels >= ${sql.raw(String(discordChannelLimits.warnAt))})`,
  (value) => (value as CategoryFill[] | null) ?? [],
);

export function readFullCategories(db: Executor): Promise<CategoryFill[]> {
  return readFigure(db, fullCategoriesFigure);
}
