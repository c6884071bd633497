import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiDocsPath } from '@panel/contract/api/integration-values';
import type { Config } from '../config';
import { integrationApiTag, integrationSecurityScheme } from '../http/route';

/** OpenAPI document generated from the contract's zod schemas, at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.communityName} — API do painel`,
        version: config.version,
        description:
          'API do painel administrativo. Todas as rotas ficam sob /api. As rotas sob /api/v1 ' +
          'são para outras ferramentas da comunidade: chamadas com uma chave de API criada em ' +
          '"Integrações" (Authorization: Bearer pik_…), cada uma aberta pelo escopo que indica.',
      },
      tags: [
        {
          name: integrationApiTag,
          description:
            'Para outras ferramentas (bots, CAD, lojas): as mesmas respostas e erros do painel, ' +
            'com uma chave de API. Cada chave faz no máximo o limite de requisições por minuto; ' +
            'acima dele, 429 com Retry-After.',
        },
      ],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          [integrationSecurityScheme]: { type: 'http', scheme: 'bearer' },
        },
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
      routePrefix: apiDocsPath,
      // No CSP of its own: the panel's (helmet's), stricter, applies to the docs too.
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  });
}
