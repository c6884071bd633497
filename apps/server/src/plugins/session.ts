import cookie from '@fastify/cookie';
import { integrationApiPrefix } from '@panel/contract/api/integration-values';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { authChannel } from '../db/auth-changes';
import type { Database, DatabaseHandle } from '../db/client';
import {
  readSessionToken,
  resolveSession,
  SessionCache,
  type SessionPolicy,
} from '../modules/auth';
import { preloadsData } from './web-app';

/** The game servers' API, opened by their Bearer keys (modules/game-servers). */
export const gameApiPrefix = '/api/game/';

/**
 * Reads the session cookie on every API request (and the HTML of a page that preloads its data)
 * and sets `request.auth`, from the in-memory session cache that the database's `panel_auth`
 * notifications keep true.
 */
export async function registerSession(
  app: FastifyInstance,
  deps: { config: Config; db: Database; listen: DatabaseHandle['listen']; policy: SessionPolicy },
): Promise<void> {
  await app.register(cookie);
  const cache = new SessionCache();
  const listener = await deps.listen(authChannel, {
    onMessage: (payload) => cache.changed(payload),
    onListening: (listening) => {
      cache.setListening(listening);
      if (!listening) app.log.warn('session cache off: not listening to the database');
    },
  });
  app.addHook('onClose', async () => {
    cache.close();
    await listener.close();
  });
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = null;
    // The API's requests, the HTML of a page that preloads its data for a session the page
    // opens (plugins/web-app.ts) and any other route that needs a session (the local Discord's
    // effects feed); other pages and the build's files need no session.
    const access = request.routeOptions.config.access;
    const needsSession = access !== undefined && access !== 'public' && access !== 'game';
    if (!request.url.startsWith('/api/') && !preloadsData(request) && !needsSession) return;
    // The game API is opened by a game server's key only, and `/api/v1` by an integration's
    // (docs/decisions/2026-12-05-integrations.md): a panel session never reaches either.
    if (request.url.startsWith(gameApiPrefix) || request.url.startsWith(integrationApiPrefix)) {
      return;
    }
    const token = readSessionToken(request, deps.config);
    if (token) request.auth = await resolveSession(deps.db, token, deps.policy, cache);
  });
}
