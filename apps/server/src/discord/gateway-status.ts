import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { defineFigure, readFigure } from '../db/figures';
import { inlineConstant } from '../db/prepared';
import { discordGateway, type GatewayStatus } from '../db/schema/discord';

export interface BotStatus {
  online: boolean;
  status: GatewayStatus;
  /** Heartbeat round trip to the gateway, in milliseconds. */
  pingMs: number | null;
  connectedAt: Date | null;
  /** Why the last connection attempt failed, for the operator. */
  lastError: string | null;
}

/** A process that has not refreshed its row for this long is gone, whatever the row says. */
const staleAfterSeconds = 90;

export async function writeGatewayStatus(
  db: Executor,
  status: GatewayStatus,
  details: { pingMs?: number | null; connectedAt?: Date | null; lastError?: string | null } = {},
): Promise<void> {
  const values = {
    status,
    seenAt: new Date(),
    ...(details.pingMs !== undefined && { pingMs: details.pingMs }),
    ...(details.connectedAt !== undefined && { connectedAt: details.connectedAt }),
    ...(details.lastError !== undefined && { lastError: details.lastError }),
  };
  await db
    .insert(discordGateway)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: discordGateway.id, set: values });
}

function toBotStatus(value: unknown): BotStatus {
  const row = value as {
    status: GatewayStatus;
    pingMs: number | null;
    connectedAt: string | null;
    lastError: string | null;
    fresh: boolean;
  } | null;
  if (!row)
    return { online: false, status: 'offline', pingMs: null, connectedAt: null, lastError: null };
  const online = row.status === 'online' && row.fresh;
  return {
    online,
    status: row.fresh ? row.status : 'offline',
    pingMs: online ? row.pingMs : null,
    connectedAt: online && row.connectedAt ? new Date(row.connectedAt) : null,
    lastError: row.lastError,
  };
}

/**
 * The bot's connection row as one JSON value (null without a row), a figure the dashboard
 * reads with others.
 */
export const botStatusFigure = defineFigure(
  'bot_status',
  sql`(select json_build_object('status', status, 'pingMs', ping_ms,
    'connectedAt', connected_at, 'lastError', last_error,
    'fresh', seen_at > now() - (${inlineConstant(staleAfterSeconds)} * interval '1 second'))
  from discord_gateway where id = 1)`,
  toBotStatus,
);

/** The bot's connection as the process holding it last wrote it. */
export function readBotStatus(db: Executor): Promise<BotStatus> {
  return readFigure(db, botStatusFigure);
}

export interface BotIdentity {
  botUserId: string;
  botName: string;
  botAvatarUrl: string | null;
  activityName: string | null;
  /** In Portuguese ("Assistindo"). */
  activityType: string | null;
  description: string | null;
  applicationFlags: number | null;
}

/** The bot as Discord described it at the last READY. */
export async function writeBotIdentity(db: Executor, identity: BotIdentity): Promise<void> {
  await db
    .insert(discordGateway)
    .values({ id: 1, status: 'online', ...identity })
    .onConflictDoUpdate({ target: discordGateway.id, set: identity });
}

/** The bot's identity and connection, for the bot settings' "Geral" tab. */
export async function readBotIdentity(
  db: Executor,
): Promise<(BotIdentity & { seenAt: Date }) | null> {
  const [row] = await db
    .select({
      botUserId: discordGateway.botUserId,
      botName: discordGateway.botName,
      botAvatarUrl: discordGateway.botAvatarUrl,
      activityName: discordGateway.activityName,
      activityType: discordGateway.activityType,
      description: discordGateway.description,
      applicationFlags: discordGateway.applicationFlags,
      seenAt: discordGateway.seenAt,
    })
    .from(discordGateway)
    .limit(1);
  if (!row?.botUserId || !row.botName) return null;
  return { ...row, botUserId: row.botUserId, botName: row.botName };
}
