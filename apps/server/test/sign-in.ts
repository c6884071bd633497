import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoIdentities } from '../src/discord/local/identities';

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

/** Starts sign-in and returns the local Discord's callback URL for one identity. */
export async function callbackUrlFor(
  app: FastifyInstance,
  discordId: string,
  returnTo?: string,
): Promise<URL> {
  const query = returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '';
  const start = await app.inject({ method: 'GET', url: `/api/auth/discord${query}` });
  if (start.statusCode !== 302) throw new Error(`sign-in start answered ${start.statusCode}`);
  const authorize = new URL(String(start.headers.location));
  const page = await app.inject({ method: 'GET', url: authorize.pathname + authorize.search });
  const identity = demoIdentities.find((i) => i.id === discordId);
  if (!identity) throw new Error(`no demo identity ${discordId}`);
  const links = [...page.body.matchAll(/<a href="([^"]+)">([^<]+)</g)];
  const link = links.find((match) => match[2]?.startsWith(identity.globalName));
  if (!link?.[1]) throw new Error(`no link for ${identity.globalName}`);
  return new URL(decodeEntities(link[1]));
}

export async function followCallback(
  app: FastifyInstance,
  callback: URL,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: callback.pathname + callback.search });
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
