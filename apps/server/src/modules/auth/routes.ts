import { endpoints } from '@panel/contract/endpoints';
import { signInRefusalPath } from '@panel/contract/api/sign-in-refusals';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireAuth } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import {
  clearOAuthStateCookie,
  clearSessionCookie,
  readOAuthStateCookie,
  readSessionToken,
  setOAuthStateCookie,
  setSessionCookie,
} from './cookies';
import type { DiscordOAuthSettings } from './discord-oauth';
import { endOwnSession, listOwnSessions } from './service/open-sessions';
import { currentUserOf, signOut } from './service/session';
import { finishSignIn, startSignIn } from './service/sign-in';
import type { SessionPolicy } from './session-store';

export interface AuthRoutesDeps {
  config: Config;
  db: Database;
  oauth: DiscordOAuthSettings;
  policy: SessionPolicy;
}

const signInRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const { config, db } = deps;

  addEndpoint(
    app,
    endpoints.signIn,
    async (request, reply) => {
      const { url, stateHash } = await startSignIn(db, deps.oauth, request.query.returnTo);
      setOAuthStateCookie(reply, config, stateHash);
      return reply.redirect(url, 302);
    },
    { config: signInRateLimit },
  );

  addEndpoint(
    app,
    endpoints.signInCallback,
    async (request, reply) => {
      clearOAuthStateCookie(reply, config);
      const outcome = await finishSignIn(
        db,
        deps,
        request.query,
        {
          stateHash: readOAuthStateCookie(request, config),
          previousToken: readSessionToken(request, config),
          userAgent: request.headers['user-agent'] ?? null,
        },
        { requestId: request.id, ip: request.ip },
      );
      if ('refused' in outcome) {
        // The panel's login page says why, with the invite for a non-member: a page of the
        // panel at a panel address, not a bare answer at the callback's.
        request.log.info({ reason: outcome.refused }, 'sign-in refused');
        return reply.redirect(signInRefusalPath(outcome.refused), 303);
      }
      setSessionCookie(reply, config, outcome.token);
      return reply.redirect(outcome.location, 302);
    },
    { config: signInRateLimit },
  );

  addEndpoint(app, endpoints.me, async (request) => currentUserOf(requireAuth(request)));

  addEndpoint(app, endpoints.listOwnSessions, (request) =>
    listOwnSessions(db, requireAuth(request), deps.policy.idleMs),
  );

  addEndpoint(app, endpoints.endOwnSession, async (request, reply) => {
    await endOwnSession(
      db,
      requireAuth(request),
      request.params.sessionId,
      auditContextOf(request),
    );
    return reply.code(204).send();
  });

  addEndpoint(app, endpoints.logout, async (request, reply) => {
    await signOut(db, request.auth, auditContextOf(request));
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });
}
