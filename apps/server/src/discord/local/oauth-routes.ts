import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { escapeHtml, renderHtmlPage } from '../../http/html-page';
import { demoIdentities } from './identities';
import { localDiscordPrefix, type LocalDiscord } from './local-discord';

const codeLifetimeMs = 10 * 60_000;

/**
 * Discord's OAuth2 pages (an identity picker instead of a Discord account) and token
 * endpoint, in Discord's own shapes, so that the real sign-in code runs unchanged against it.
 */
export function registerLocalOAuth(app: FastifyInstance, local: LocalDiscord): void {
  const codes = local.oauthCodes;
  const publicRoute = { config: { access: 'public' as const } };

  app.get(`${localDiscordPrefix}/oauth2/authorize`, publicRoute, (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const redirectUri = query.redirect_uri ?? '';
    const valid =
      query.client_id === local.clientId &&
      query.response_type === 'code' &&
      (query.scope ?? '').split(' ').includes('identify') &&
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
    const items = demoIdentities.map((identity) => {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { userId: identity.id, redirectUri, expiresAt: Date.now() + codeLifetimeMs });
      const href = back({ code, state });
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(`${identity.globalName} — ${identity.label}`)}<span class="tag" aria-hidden="true">@${escapeHtml(identity.username)}</span></a></li>`;
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

  app.get(`${localDiscordPrefix}/invite`, publicRoute, (_request, reply) =>
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
    scope.post(`${localDiscordPrefix}/api/v10/oauth2/token`, publicRoute, (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const grant = form.code ? codes.get(form.code) : undefined;
      if (form.code) codes.delete(form.code);
      const valid =
        grant !== undefined &&
        grant.expiresAt > Date.now() &&
        form.grant_type === 'authorization_code' &&
        form.client_id === local.clientId &&
        form.client_secret === local.clientSecret &&
        form.redirect_uri === grant.redirectUri;
      if (!valid) {
        return reply
          .code(400)
          .send({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      }
      const accessToken = randomBytes(24).toString('hex');
      local.accessTokens.set(accessToken, grant.userId);
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
        scope: 'identify guilds.members.read',
      });
    });
    done();
  });
}
