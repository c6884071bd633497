import type { Health, PublicConfig } from '@panel/contract/api/system';
import type { BaseLogger } from 'pino';
import type { Config } from '../../config';
import { pingDatabase, type Database } from '../../db/client';
import { readBotStatus } from '../../discord/gateway-status';
import type { DiscordWeb } from '../../discord/create-discord';
import type { DiscordPort } from '../../discord/port';

/** The logger's levels a service writes at (the app's logger, or a test's). */
type Log = Pick<BaseLogger, 'info' | 'warn' | 'error'>;

/** Whether the database answers and the bot is connected; `degraded` without the database. */
export async function readHealth(
  deps: { config: Config; db: Database; discord: DiscordPort },
  startedAt: number,
  log: Log,
): Promise<Health> {
  let database = { ok: false, roundTripMs: -1 };
  try {
    database = { ok: true, roundTripMs: await pingDatabase(deps.db) };
  } catch (error) {
    log.error({ err: error }, 'health: database unreachable');
  }
  return {
    status: database.ok ? 'ok' : 'degraded',
    version: deps.config.version,
    database,
    bot: {
      status: database.ok && (await readBotStatus(deps.db)).online ? 'online' : 'offline',
      mode: deps.discord.mode,
    },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}

/** What the web app needs to know about this installation before anyone signs in. */
export function publicConfigOf(config: Config, discordWeb: DiscordWeb): PublicConfig {
  return {
    communityName: config.communityName,
    discordInviteUrl: config.discordInviteUrl,
    demoMode: config.demoMode,
    decisionUndoSeconds: config.decisionUndoMs / 1000,
    version: config.version,
    discordWebUrl: discordWeb.url,
    discordGuildId: discordWeb.guildId,
  };
}
