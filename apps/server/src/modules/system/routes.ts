import { createHash, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { DiscordWeb } from '../../discord/create-discord';
import type { DiscordPort } from '../../discord/port';
import { HttpError, notFound } from '../../http/errors';
import { addEndpoint } from '../../http/route';
import type { PanelMetrics } from './metrics';
import { readinessReader } from './readiness';
import { publicConfigOf } from './service';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  return scheme === 'Bearer' && !!given && timingSafeEqual(digest(given), digest(token));
}

export function registerSystemRoutes(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Database;
    discord: DiscordPort;
    discordWeb: DiscordWeb;
    metrics: PanelMetrics;
  },
): void {
  const { config, metrics } = deps;
  const uptimeSeconds = () => Math.round(process.uptime());
  const readReadiness = readinessReader({ ...deps, log: app.log });

  addEndpoint(app, endpoints.liveness, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send({ status: 'ok', version: config.version, uptimeSeconds: uptimeSeconds() }),
  );

  addEndpoint(app, endpoints.readiness, async (_request, reply) => {
    const readiness = await readReadiness();
    return reply
      .code(readiness.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(readiness);
  });

  addEndpoint(app, endpoints.metrics, async (request, reply) => {
    const token = config.metrics.token;
    // Never public: without a token they are not served here (METRICS_PORT serves them apart).
    if (!token) throw notFound();
    if (!bearerMatches(request, token)) {
      throw new HttpError(
        401,
        'unauthenticated',
        'As métricas pedem o cabeçalho Authorization: Bearer com o METRICS_TOKEN do painel.',
        undefined,
        { 'www-authenticate': 'Bearer realm="metrics"' },
      );
    }
    let text: string;
    try {
      text = await metrics.scrape();
    } catch (error) {
      request.log.error({ err: error }, 'metrics scrape failed');
      throw new HttpError(503, 'unavailable', 'As métricas não puderam ser lidas agora.');
    }
    return reply
      .header('content-type', metrics.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });

  addEndpoint(app, endpoints.publicConfig, async () =>
    publicConfigOf(deps.config, deps.discordWeb),
  );
}
