import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { DiscordWeb } from '../../discord/create-discord';
import type { DiscordPort } from '../../discord/port';
import { addEndpoint } from '../../http/route';
import { publicConfigOf, readHealth } from './service';

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: { config: Config; db: Database; discord: DiscordPort; discordWeb: DiscordWeb },
): void {
  const startedAt = Date.now();

  addEndpoint(app, endpoints.health, async (request, reply) => {
    const health = await readHealth(deps, startedAt, request.log);
    return reply
      .code(health.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });

  addEndpoint(app, endpoints.publicConfig, async () =>
    publicConfigOf(deps.config, deps.discordWeb),
  );
}
