import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { unauthenticated } from '../../http/errors';
import { addEndpoint } from '../../http/route';
import { auditContextOf, recordAudit } from '../audit';
import { displayNameOf } from '../../http/auth-context';
import {
  clearOAuthStateCookie,
  clearSessionCookie,
  readOAuthStateCookie,
  readSessionToken,
  setOAuthStateCookie,
  setSessionCookie,
} from './cookies';
import type { DiscordOAuthSettings } from './discord-oauth';
import { completeSignIn, recordRefusedSignIn, SignInError, startSignIn } from './service';
import { destroySession, hashToken, type SessionPolicy } from './session-store';
import { signInErrorPage } from './sign-in-pages';

export interface AuthRoutesDeps {
  config: Config;
  db: Database;
  oauth: DiscordOAuthSettings;
  policy: SessionPolicy;
}

const signInRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const { config, db, oauth, policy } = deps;

  addEndpoint(
    app,
    endpoints.signIn,
    async (request, reply) => {
      const { url, stateHash } = await startSignIn(db, oauth, request.query.returnTo);
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
      const previous = readSessionToken(request, config);
      try {
        const result = await completeSignIn(
          db,
          oauth,
          policy,
          request.query,
          {
            stateHash: readOAuthStateCookie(request, config),
            previousSessionId: previous ? hashToken(previous) : null,
            userAgent: request.headers['user-agent'] ?? null,
          },
          { requestId: request.id, ip: request.ip },
        );
        setSessionCookie(reply, config, result.token);
        const fallback = result.isStaff ? '/dashboard' : '/account';
        return reply.redirect(result.returnTo ?? fallback, 302);
      } catch (error) {
        if (!(error instanceof SignInError)) throw error;
        request.log.info({ reason: error.reason }, 'sign-in refused');
        await recordRefusedSignIn(db, error, { requestId: request.id, ip: request.ip });
        return reply
          .code(error.reason === 'not_member' ? 403 : 400)
          .type('text/html; charset=utf-8')
          .send(signInErrorPage(error.reason, config.discordInviteUrl));
      }
    },
    { config: signInRateLimit },
  );

  addEndpoint(app, endpoints.me, (request) => {
    const auth = request.auth;
    if (!auth) return Promise.reject(unauthenticated());
    return Promise.resolve({
      id: auth.user.id,
      username: displayNameOf(auth.user),
      avatar: auth.user.avatarUrl,
      permission: auth.role,
      permissions: auth.permissions,
    });
  });

  addEndpoint(app, endpoints.logout, async (request, reply) => {
    const auth = request.auth;
    if (auth) {
      await db.transaction(async (tx) => {
        await destroySession(tx, auth.sessionId);
        await recordAudit(tx, auditContextOf(request), {
          actionType: 'view',
          action: 'auth.signOut',
          target: auth.user.id,
          details: `${displayNameOf(auth.user)} saiu do painel`,
        });
      });
    }
    clearSessionCookie(reply, config);
    return reply.code(204).send();
  });
}
