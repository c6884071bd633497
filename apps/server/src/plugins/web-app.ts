import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';

/**
 * Serves the built web app with history fallback: any path outside /api that is not
 * a file gets index.html, and the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasBuild = distDir !== null && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text file: sent as the browser accepts.
        preCompressed: true,
        // Source maps are built for error reports, not served: they would publish the source.
        allowedPath: (pathName) => !pathName.endsWith('.map'),
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            void res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });
  }
  // Read once: the build does not change under a running server, and the static plugin's
  // `sendFile` lives in its own scope, not on the root's not-found handler.
  const indexHtml = hasBuild && distDir ? fs.readFileSync(path.join(distDir, 'index.html')) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      indexHtml !== null &&
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      // A missing file of the build is a 404, not the app's page in its place.
      !request.url.startsWith('/assets/');
    if (!isPage) throw notFound(`Rota ${request.method} ${request.url.split('?')[0]} não existe.`);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}
