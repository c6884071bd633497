import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config';

/** OpenAPI document generated from the contract's zod schemas, at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.communityName} — API do painel`,
        version: config.version,
        description: 'API do painel administrativo. Todas as rotas ficam sob /api.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The UI's own routes are documentation: public, declared here for the access check.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    await scope.register(swaggerUi, {
      routePrefix: '/api/docs',
      // No CSP of its own: the panel's (helmet's), stricter, applies to the docs too.
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  });
}
