import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { MetricsText } from '../../http/fastify-types';

/**
 * `/metrics` on a port of its own (`METRICS_PORT`, on `METRICS_HOST`, 127.0.0.1 unless told),
 * for a monitor on the same host or network: nothing else is served there, and the panel's
 * port does not serve them without `METRICS_TOKEN`. A worker process, which has no HTTP
 * server, is scraped here. Resolves once listening; the function it gives closes it.
 */
export async function serveMetricsApart(
  metrics: MetricsText,
  where: { port: number; host: string },
  log: FastifyBaseLogger,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Não encontrado.\n');
      return;
    }
    metrics.scrape().then(
      (text) => {
        response.writeHead(200, {
          'content-type': metrics.contentType,
          'cache-control': 'no-store',
        });
        response.end(text);
      },
      (error: unknown) => {
        log.error({ err: error }, 'metrics scrape failed');
        response
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
          .end('As métricas não puderam ser lidas agora.\n');
      },
    );
  });
  server.listen(where.port, where.host);
  await once(server, 'listening');
  const address = server.address();
  const port = address && typeof address === 'object' ? address.port : where.port;
  log.info({ host: where.host, port }, 'metrics listening');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
