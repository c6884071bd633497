import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHttps, type Config } from '../../config';

/** Over https the `__Host-` prefix pins the cookie to this host, with Secure and no Domain. */
export function sessionCookieName(config: Config): string {
  return isHttps(config) ? '__Host-sid' : 'sid';
}

export function readSessionToken(request: FastifyRequest, config: Config): string | null {
  const value = request.cookies[sessionCookieName(config)];
  return value && value.length <= 128 ? value : null;
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  void reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    // Lax, not Strict: the return from Discord is a cross-site navigation.
    sameSite: 'lax',
    secure: isHttps(config),
    maxAge: Math.floor(config.session.maxAgeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
  });
}

/** The sign-in attempt this browser started: a hash of its OAuth `state`, for ten minutes. */
export function oauthStateCookieName(config: Config): string {
  return isHttps(config) ? '__Host-oauth_state' : 'oauth_state';
}

export function setOAuthStateCookie(reply: FastifyReply, config: Config, stateHash: string): void {
  void reply.setCookie(oauthStateCookieName(config), stateHash, {
    path: '/',
    httpOnly: true,
    // Lax: the cookie must come back on the top-level return from Discord.
    sameSite: 'lax',
    secure: isHttps(config),
    maxAge: 600,
  });
}

export function readOAuthStateCookie(request: FastifyRequest, config: Config): string | null {
  const value = request.cookies[oauthStateCookieName(config)];
  return value && /^[a-f0-9]{64}$/.test(value) ? value : null;
}

export function clearOAuthStateCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(oauthStateCookieName(config), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(config),
  });
}
