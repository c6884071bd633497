import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoIdentities } from '@panel/discord-local/identities';

export type DemoRole = 'administrador' | 'moderador' | 'suporte' | 'membro' | 'visitante';

export const demoIds: Record<DemoRole, string> = {
  administrador: '100000000000000001',
  moderador: '100000000000000002',
  suporte: '100000000000000003',
  membro: '100000000000000004',
  visitante: '100000000000000006',
};

function decodeEntities(value: string): string {
  return value
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
}

/** The state cookie each started sign-in set, by its `state`: the browser would send it back. */
const stateCookies = new Map<string, string>();

/**
 * Each sign-in of the tests comes from its own documentation address (TEST-NET-2), as many
 * browsers would: the sign-in rate limit per address is tested on its own.
 */
let nextAddress = 0;
const addressOfState = new Map<string, string>();

/** Starts sign-in and returns the local Discord's callback URL for one identity. */
export async function callbackUrlFor(
  app: FastifyInstance,
  discordId: string,
  returnTo?: string,
): Promise<URL> {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const remoteAddress = `198.51.100.${(nextAddress++ % 250) + 1}`;
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/discord${query}`,
    remoteAddress,
  });
  if (start.statusCode !== 302) throw new Error(`sign-in start answered ${start.statusCode}`);
  const authorize = new URL(String(start.headers.location));
  const stateCookie = start.cookies.find((cookie) => cookie.name.endsWith('oauth_state'));
  const state = authorize.searchParams.get('state');
  if (stateCookie && state) stateCookies.set(state, `${stateCookie.name}=${stateCookie.value}`);
  if (state) addressOfState.set(state, remoteAddress);
  const page = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  const identity = demoIdentities.find((i) => i.id === discordId);
  if (!identity) throw new Error(`no demo identity ${discordId}`);
  const links = [...page.body.matchAll(/<a href="([^"]+)">([^<]+)</g)];
  const link = links.find((match) => match[2]?.startsWith(identity.globalName));
  if (!link?.[1]) throw new Error(`no link for ${identity.globalName}`);
  return new URL(decodeEntities(link[1]));
}

/** Follows the callback as the browser that started sign-in would: with its state cookie. */
export async function followCallback(
  app: FastifyInstance,
  callback: URL,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const cookie = [stateCookies.get(callback.searchParams.get('state') ?? ''), headers.cookie]
    .filter(Boolean)
    .join('; ');
  const state = callback.searchParams.get('state') ?? '';
  return app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { ...headers, ...(cookie && { cookie }) },
    remoteAddress: addressOfState.get(state) ?? '198.51.100.254',
  });
}

/** Signs in through the local Discord and returns the `cookie` header of the new session. */
export async function signIn(app: FastifyInstance, discordId: string): Promise<string> {
  const response = await followCallback(app, await callbackUrlFor(app, discordId));
  const session = response.cookies.find((cookie) => cookie.name.endsWith('sid'));
  if (response.statusCode !== 302 || !session) {
    throw new Error(`sign-in failed with ${response.statusCode}: ${response.body.slice(0, 200)}`);
  }
  return `${session.name}=${session.value}`;
}
