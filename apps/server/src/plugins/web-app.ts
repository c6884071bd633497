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
        setHeaders: (res, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            void res.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      hasBuild &&
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api';
    if (!isPage) throw notFound(`Rota ${request.method} ${request.url.split('?')[0]} não existe.`);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
