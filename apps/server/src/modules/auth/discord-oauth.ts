/**
 * Discord OAuth2 (authorization code grant) and the two API reads sign-in needs.
 * The same code talks to discord.com or to the local Discord; only the URLs differ.
 */
export interface DiscordOAuthSettings {
  authorizeUrl: string;
  /** Resolved on each call: the local Discord's address is known only once the server listens. */
  apiBase: () => string;
  clientId: string;
  clientSecret: string;
  guildId: string;
  redirectUri: string;
}

export const oauthScopes = 'identify guilds.members.read';

export interface DiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  avatar: string | null;
  /** Whether the account uses two-step authentication; `identify` is enough to read it. */
  mfa_enabled: boolean | null;
}

export class DiscordOAuthError extends Error {}

export function buildAuthorizeUrl(settings: DiscordOAuthSettings, state: string): string {
  const url = new URL(settings.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    response_type: 'code',
    redirect_uri: settings.redirectUri,
    scope: oauthScopes,
    state,
    prompt: 'none',
  }).toString();
  return url.toString();
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new DiscordOAuthError(`Discord unreachable: ${(error as Error).message}`);
  }
}

/** Exchanges the code for an access token. Discord accepts form-urlencoded bodies only. */
export async function exchangeCode(settings: DiscordOAuthSettings, code: string): Promise<string> {
  const response = await call(`${settings.apiBase()}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: settings.redirectUri,
    }).toString(),
  });
  if (!response.ok) throw new DiscordOAuthError(`token exchange answered ${response.status}`);
  const body = (await response.json()) as { access_token?: unknown };
  if (typeof body.access_token !== 'string') throw new DiscordOAuthError('no access token');
  return body.access_token;
}

export async function fetchCurrentUser(
  settings: DiscordOAuthSettings,
  accessToken: string,
): Promise<DiscordUser> {
  const response = await call(`${settings.apiBase()}/users/@me`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok) throw new DiscordOAuthError(`users/@me answered ${response.status}`);
  const user = (await response.json()) as Partial<DiscordUser>;
  if (typeof user.id !== 'string' || typeof user.username !== 'string') {
    throw new DiscordOAuthError('unexpected user shape');
  }
  return {
    id: user.id,
    username: user.username,
    global_name: user.global_name ?? null,
    avatar: user.avatar ?? null,
    mfa_enabled: typeof user.mfa_enabled === 'boolean' ? user.mfa_enabled : null,
  };
}

/** Whether the user is a member of the community's guild. */
export async function isGuildMember(
  settings: DiscordOAuthSettings,
  accessToken: string,
): Promise<boolean> {
  const response = await call(`${settings.apiBase()}/users/@me/guilds/${settings.guildId}/member`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (response.status === 404) return false;
  if (!response.ok) throw new DiscordOAuthError(`guild member answered ${response.status}`);
  return true;
}

export function avatarUrlOf(user: DiscordUser): string | null {
  return user.avatar
    ? `https://cdn.discordapp.com/avatars/${user.id}/${user.avatar}.png?size=128`
    : null;
}
