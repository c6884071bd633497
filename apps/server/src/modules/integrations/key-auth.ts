import { integrationApiPrefix } from '@panel/contract/api/integrations';
import type { PermissionMap } from '@panel/contract/permissions';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { hashBearerKey, keyMatches, keyRefusals } from '../../http/bearer-keys';
import { HttpError } from '../../http/errors';
import { useKey } from './repository/keys';
import { integrationKey, scopePermissions } from './service/keys';

/**
 * Who calls `/api/v1`: an integration's key, a caller of the one permission check like a
 * session (`user.id` keys its refusals' audit entries), holding its scopes' permissions.
 */
export interface IntegrationCaller {
  key: { id: number; name: string };
  user: { id: string };
  permissions: PermissionMap;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The integration whose key opened this `/api/v1` request; null everywhere else. */
    integration: IntegrationCaller | null;
  }
}

const failuresPerMinute = 30;

const invalidKey = () =>
  new HttpError(
    401,
    'unauthenticated',
    'Chave de API inválida, expirada ou revogada. Crie uma nova chave em "Integrações" no painel.',
  );

const retryAfter = (seconds: number, message: string) =>
  new HttpError(429, 'rate_limited', message, undefined, { 'retry-after': String(seconds) });

/**
 * The integrations' keys (docs/decisions/2026-12-05-integrations.md). Every `/api/v1` request
 * must carry a current key in `Authorization: Bearer pik_…`, looked up by its hash on every
 * request (no cache: a revocation holds at once in every process), in the statement that also
 * counts the request in the key's minute: over `perMinute`, a 429 with `Retry-After`. A
 * malformed key costs no look-up; a key refused 30 times a minute from an address is refused
 * there without one.
 */
export function integrationKeys(db: Database, options: { perMinute: number }) {
  const failures = keyRefusals({ perMinute: failuresPerMinute });

  return {
    /** The app's onRequest hook: sets `request.integration` on `/api/v1`, or refuses. */
    async authenticate(request: FastifyRequest): Promise<void> {
      request.integration = null;
      if (!request.url.startsWith(integrationApiPrefix)) return;
      const apiKey = integrationKey.read(request.headers.authorization);
      if (!apiKey) throw invalidKey();
      const keyHash = hashBearerKey(apiKey);
      const blocked = failures.blockedFor(request.ip, keyHash);
      if (blocked !== null) {
        throw retryAfter(
          blocked,
          `Chave de API recusada muitas vezes. Aguarde ${blocked} segundos.`,
        );
      }
      const use = await useKey(db, keyHash);
      if (!use || !keyMatches(apiKey, use.keyHash)) {
        failures.count(request.ip, keyHash);
        throw invalidKey();
      }
      if (use.windowCount > options.perMinute) {
        throw retryAfter(
          use.windowLeft,
          `Limite de ${options.perMinute} requisições por minuto desta chave atingido. Aguarde ${use.windowLeft} segundos.`,
        );
      }
      request.integration = {
        key: { id: use.id, name: use.name },
        user: { id: `integration:${use.id}` },
        permissions: scopePermissions(use.scopes),
      };
    },
  };
}

export type IntegrationKeys = ReturnType<typeof integrationKeys>;
