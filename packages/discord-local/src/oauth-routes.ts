import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, renderHtmlPage } from './html-page';
import { localRoute } from './routing';
import { demoIdentities } from './identities';
import type { LocalDiscord } from './local-discord';

const codeLifetimeMs = 10 * 60_000;

/** The OAuth2 scopes Discord knows; any other makes the authorize page answer `invalid_scope`. */
const knownScopes = new Set([
  'activities.read',
  'activities.write',
  'applications.builds.read',
  'applications.builds.upload',
  'applications.commands',
  'applications.commands.permissions.update',
  'applications.entitlements',
  'applications.store.update',
  'bot',
  'connections',
  'dm_channels.read',
  'email',
  'gdm.join',
  'guilds',
  'guilds.channels.read',
  'guilds.join',
  'guilds.members.read',
  'identify',
  'messages.read',
  'openid',
  'relationships.read',
  'role_connections.write',
  'rpc',
  'rpc.activities.write',
  'rpc.notifications.read',
  'rpc.voice.read',
  'rpc.voice.write',
  'voice',
  'webhook.incoming',
]);

/** The client of a token request: Basic authentication, or `client_id`/`client_secret` fields. */
function clientOf(
  authorization: string | undefined,
  form: Record<string, string | undefined>,
): { id: string | undefined; secret: string | undefined } {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
  }
  return { id: form.client_id, secret: form.client_secret };
}

/**
 * Discord's OAuth2 pages (an identity picker instead of a Discord account) and token
 * endpoint, in Discord's own shapes, so that the real sign-in code runs unchanged against it.
 */
export function registerLocalOAuth(app: FastifyInstance, local: LocalDiscord): void {
  const codes = local.oauthCodes;

  localRoute(app, 'GET', '/oauth2/authorize', (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const redirectUri = query.redirect_uri ?? '';
    const scopes = (query.scope ?? '').split(/[ +]/).filter(Boolean);
    const valid =
      query.client_id === local.clientId &&
      query.response_type === 'code' &&
      scopes.length > 0 &&
      local.acceptsRedirect(redirectUri);
    if (!valid) {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(
          renderHtmlPage({
            title: 'Autorização inválida',
            heading: 'Pedido de autorização inválido',
            paragraphs: ['Parâmetros OAuth2 ausentes ou incorretos.'],
          }),
        );
    }
    // Codes nobody used: forgotten, so reloading this page does not pile them up.
    for (const [code, grant] of codes) if (grant.expiresAt <= Date.now()) codes.delete(code);
    const state = query.state ?? '';
    const back = (params: Record<string, string>) => {
      const url = new URL(redirectUri);
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return url.toString();
    };
    // As Discord: an unknown scope goes back to the application as an error.
    if (scopes.some((scope) => !knownScopes.has(scope))) {
      return reply.redirect(
        back({
          error: 'invalid_scope',
          error_description: 'The requested scope is invalid, unknown, or malformed.',
          state,
        }),
      );
    }
    const items = demoIdentities.map((identity) => {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        userId: identity.id,
        redirectUri,
        expiresAt: Date.now() + codeLifetimeMs,
        scopes,
      });
      const href = back({ code, state });
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(`${identity.globalName} — ${identity.label}`)}<span class="tag" aria-hidden="true">@${escapeHtml(identity.username)}${identity.mfaEnabled ? '' : ' · sem autenticação em duas etapas'}</span></a></li>`;
    });
    return reply.type('text/html; charset=utf-8').send(
      renderHtmlPage({
        title: 'Discord (demonstração) — Autorizar acesso',
        heading: 'Escolha uma identidade de demonstração',
        paragraphs: [
          'Este painel está em modo demonstração: no lugar do Discord, escolha com quem entrar. O aplicativo pede acesso ao seu nome de usuário, avatar e à sua participação no servidor.',
        ],
        extraHtml: `<span class="badge">Modo demonstração</span><ul class="identities">${items.join('')}</ul>`,
        links: [{ href: back({ error: 'access_denied', state }), label: 'Cancelar' }],
      }),
    );
  });

  localRoute(app, 'GET', '/invite', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(
      renderHtmlPage({
        title: 'Convite do servidor (demonstração)',
        heading: 'Convite do servidor do Discord',
        paragraphs: [
          'Em uma instalação real, este botão leva ao convite do servidor da comunidade no Discord (variável DISCORD_INVITE_URL).',
        ],
        links: [{ href: '/', label: 'Voltar ao painel', primary: true }],
      }),
    ),
  );

  // Discord's token endpoint takes form-urlencoded bodies only.
  app.register((scope, _opts, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, parsed) => {
        parsed(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    localRoute(scope, 'POST', '/api/v10/oauth2/token', (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      // A wrong client is Discord's 401 invalid_client, before the code is looked at.
      const client = clientOf(request.headers.authorization, form);
      if (client.id !== local.clientId || client.secret !== local.clientSecret) {
        return reply.code(401).send({ error: 'invalid_client' });
      }
      if (form.grant_type !== 'authorization_code') {
        return reply.code(400).send({ error: 'unsupported_grant_type' });
      }
      const grant = form.code ? codes.get(form.code) : undefined;
      if (form.code) codes.delete(form.code);
      const valid =
        grant !== undefined &&
        grant.expiresAt > Date.now() &&
        form.redirect_uri === grant.redirectUri;
      if (!valid) {
        return reply
          .code(400)
          .send({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      }
      const accessToken = randomBytes(24).toString('hex');
      local.accessTokens.set(accessToken, { userId: grant.userId, scopes: grant.scopes });
      // Sign-in reads with a token once; the oldest are dropped so the map stays small.
      for (const stale of local.accessTokens.keys()) {
        if (local.accessTokens.size <= 10_000) break;
        local.accessTokens.delete(stale);
      }
      return reply.send({
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 604800,
        refresh_token: randomBytes(24).toString('hex'),
        scope: grant.scopes.join(' '),
      });
    });
    done();
  });
}
