import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { pingDatabase, type Database } from '../../db/client';
import { readBotStatus } from '../../discord/gateway-status';
import type { DiscordPort } from '../../discord/port';
import { addEndpoint } from '../../http/route';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { config: Config; db: Database; discord: DiscordPort },
): void {
  const startedAt = Date.now();

  addEndpoint(app, endpoints.health, async (request, reply) => {
    let database = { ok: false, roundTripMs: -1 };
    try {
      database = { ok: true, roundTripMs: await pingDatabase(deps.db) };
    } catch (error) {
      request.log.error({ err: error }, 'health: database unreachable');
    }
    const body = {
      status: database.ok ? ('ok' as const) : ('degraded' as const),
      version: deps.config.version,
      database,
      bot: {
        status:
          database.ok && (await readBotStatus(deps.db)).online
            ? ('online' as const)
            : ('offline' as const),
        mode: deps.discord.mode,
      },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    return reply
      .code(database.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });

  addEndpoint(app, endpoints.publicConfig, () =>
    Promise.resolve({
      communityName: deps.config.communityName,
      discordInviteUrl: deps.config.discordInviteUrl,
      demoMode: deps.config.demoMode,
      version: deps.config.version,
    }),
  );
}
