import rateLimit from '@fastify/rate-limit';
import { integrationApiPrefix } from '@panel/contract/api/integration-values';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { isHttps, type Config } from '../config';
import { HttpError } from '../http/errors';
import { hasUnstorableText } from '../http/text-guard';
import { gameApiPrefix } from './session';

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The headers a helmet middleware sets, recorded from one run (they do not vary per request). */
function headersSetBy(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let ran = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    ran = true;
  });
  if (!ran || Object.keys(headers).length === 0) throw new Error('helmet set no headers');
  return headers;
}

/** Headers (CSP, HSTS, nosniff...), rate limits, and the CSRF rules of mutations. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const https = isHttps(config);
  // Helmet's headers depend on the configuration only: its middlewares run once, here, and each
  // answer gets the headers they set (fastify's plugin rebuilt helmet, CSP parsing included, on
  // each request; running its dozen middlewares per request still cost 5 % of a list's CPU).
  const securityHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix and sonner position elements with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Store products may show images by https URL (docs/decisions/2026-11-24-store.md).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          mediaSrc: ["'self'", 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          ...(https && { upgradeInsecureRequests: [] }),
        },
      },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });

  // Every mutation is limited per session (or address, signed out) and per address, unless the
  // route sets its own limit. Added before the plugin, whose own onRoute hook reads the config.
  const perSession = config.mutationRateLimit;
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/') || !methods.some((m) => mutatingMethods.has(m))) return;
    const routeConfig = (route.config ??= {}) as { rateLimit?: unknown; ipRateLimit?: number };
    routeConfig.rateLimit ??= {
      max: perSession,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.auth ? `session:${request.auth.sessionId}` : `ip:${request.ip}`,
    };
    const perAddress = app.rateLimit({
      max: routeConfig.ipRateLimit ?? perSession * 5,
      timeWindow: '1 minute',
      keyGenerator: (request) => `address:${request.routeOptions.url}:${request.ip}`,
    });
    route.preHandler = [perAddress, ...[route.preHandler ?? []].flat()];
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        `Muitas tentativas. Aguarde ${Math.ceil(context.ttl / 1000)} segundos e tente novamente.`,
      ),
  });

  // Fastify parses text/plain by default; a cross-site form could post JSON that way.
  app.removeContentTypeParser('text/plain');

  const expectedOrigin = config.publicUrl.origin;
  app.addHook('onRequest', async (request) => {
    if (!mutatingMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    // A game server and an integration call with their Bearer keys, which no browser sends on
    // its own: no cookie opens the game API or `/api/v1` (plugins/session.ts), so there is no
    // forged request to guard against.
    const byKey =
      request.url.startsWith(gameApiPrefix) || request.url.startsWith(integrationApiPrefix);
    if (origin !== expectedOrigin && !byKey) {
      throw new HttpError(
        403,
        'csrf',
        'Requisição recusada: origem não permitida. Recarregue o painel e tente novamente.',
      );
    }
    const hasBody =
      request.headers['transfer-encoding'] !== undefined ||
      Number(request.headers['content-length'] ?? 0) > 0;
    if (!hasBody) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    const allowed =
      type === 'application/json' ||
      (request.routeOptions.config.multipart === true && type === 'multipart/form-data');
    if (!allowed) {
      throw new HttpError(
        415,
        'unsupported_media_type',
        'Formato de envio não suportado. Envie os dados como JSON.',
      );
    }
  });

  // A NUL or a lone surrogate would reach PostgreSQL as an error: refuse it here, in Portuguese.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (
      hasUnstorableText(request.params) ||
      hasUnstorableText(request.query) ||
      hasUnstorableText(request.body)
    ) {
      throw new HttpError(
        400,
        'validation',
        'Texto inválido: caracteres nulos ou Unicode malformado não são aceitos.',
      );
    }
  });
}
