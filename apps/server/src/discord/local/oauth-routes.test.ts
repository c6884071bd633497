import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { urlOf } from '../../../test/api';

// Discord's OAuth2 as the local Discord answers it: scopes granted are the scopes asked, a token
// reads only what they allow, and a wrong client is 401 invalid_client.

const s = useTestApp({ seed: false });

const redirectUri = () => `${s.t.config.publicUrl.origin}${urlOf('signInCallback')}`;

/** A code for Ana, as the authorize page hands it out for `scope`. */
async function codeFor(scope: string): Promise<string> {
  const query = new URLSearchParams({
    client_id: s.t.local.clientId,
    response_type: 'code',
    redirect_uri: redirectUri(),
    scope,
    state: 'xyz',
  });
  const page = await fetch(`${s.t.baseUrl}/discord-standin/oauth2/authorize?${query.toString()}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const code = /[?&]code=([0-9a-f]+)/.exec(html.replace(/&amp;/g, '&'))?.[1];
  if (!code) throw new Error('no code on the authorize page');
  return code;
}

function exchange(
  code: string,
  client = { id: s.t.local.clientId, secret: s.t.local.clientSecret },
) {
  return fetch(`${s.t.baseUrl}/discord-standin/api/v10/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
      client_id: client.id,
      client_secret: client.secret,
    }).toString(),
  });
}

const read = (path: string, token: string) =>
  fetch(`${s.t.baseUrl}/discord-standin/api/v10${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });

describe('local Discord OAuth2', () => {
  it('grants the scopes asked for, and a token reads only what they allow', async () => {
    const answer = await exchange(await codeFor('identify'));
    expect(answer.status).toBe(200);
    const token = (await answer.json()) as { access_token: string; scope: string };
    expect(token.scope).toBe('identify');
    expect((await read('/users/@me', token.access_token)).status).toBe(200);
    const member = await read(`/users/@me/guilds/${s.t.local.guildId}/member`, token.access_token);
    expect(member.status).toBe(401);
    expect(await member.json()).toEqual({ message: '401: Unauthorized', code: 0 });

    const both = (await (await exchange(await codeFor('identify guilds.members.read'))).json()) as {
      access_token: string;
      scope: string;
    };
    expect(both.scope).toBe('identify guilds.members.read');
    expect(
      (await read(`/users/@me/guilds/${s.t.local.guildId}/member`, both.access_token)).status,
    ).toBe(200);
  });

  it('answers a wrong client secret with 401 invalid_client, and a used code with invalid_grant', async () => {
    const code = await codeFor('identify');
    const wrong = await exchange(code, { id: s.t.local.clientId, secret: 'not-the-secret' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'invalid_client' });
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('sends an unknown scope back to the application as invalid_scope', async () => {
    const query = new URLSearchParams({
      client_id: s.t.local.clientId,
      response_type: 'code',
      redirect_uri: redirectUri(),
      scope: 'identify guild.members.read',
      state: 'xyz',
    });
    const answer = await fetch(
      `${s.t.baseUrl}/discord-standin/oauth2/authorize?${query.toString()}`,
      {
        redirect: 'manual',
      },
    );
    expect(answer.status).toBe(302);
    const back = new URL(answer.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('invalid_scope');
    expect(back.searchParams.get('state')).toBe('xyz');
  });
});
