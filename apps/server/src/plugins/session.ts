import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { readSessionToken, resolveSession, type SessionPolicy } from '../modules/auth';

/** Reads the session cookie on every request and sets `request.auth`. */
export async function registerSession(
  app: FastifyInstance,
  deps: { config: Config; db: Database; policy: SessionPolicy },
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = null;
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request, deps.config);
    if (token) request.auth = await resolveSession(deps.db, token, deps.policy);
  });
}
