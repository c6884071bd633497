import { ChannelType, MessageFlags, PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml, renderHtmlPage } from './html-page';
import type { LocalDiscord } from './local-discord';
import type { LocalChannel, LocalMessage } from './model';
import { channelPermissions } from './permissions';
import { localRoute } from './routing';
import type { LocalGuildState } from './state';

/**
 * Who is looking at a page, as the panel serving the local Discord knows them (its session):
 * their Discord id, or `null` when nobody is signed in.
 */
export type PageViewer = (request: FastifyRequest) => string | null;

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

function nameOf(state: LocalGuildState, userId: string): string {
  const user = state.users.get(userId);
  const nick = state.members.get(userId)?.nick;
  return nick ?? user?.globalName ?? user?.username ?? 'Usuário desconhecido';
}

/** The text as Discord's client shows it: mentions of members, roles and channels by name. */
function readableText(state: LocalGuildState, content: string): string {
  return content
    .replace(/<@!?(\d+)>/g, (_match, id: string) => `@${nameOf(state, id)}`)
    .replace(/<@&(\d+)>/g, (_match, id: string) => `@${state.roles.get(id)?.name ?? 'cargo'}`)
    .replace(/<#(\d+)>/g, (_match, id: string) => `#${state.channels.get(id)?.name ?? 'canal'}`);
}

function messageHtml(state: LocalGuildState, message: LocalMessage): string {
  const author = state.users.get(message.authorId);
  const text = [
    message.content,
    ...message.embeds.flatMap((embed) => [embed.title, embed.description]),
  ]
    .filter((part): part is string => Boolean(part))
    .map((part) => `<p>${escapeHtml(readableText(state, part))}</p>`)
    .join('');
  return `<li><div class="meta"><strong>${escapeHtml(nameOf(state, message.authorId))}</strong>${
    author?.bot ? ' <span class="tag">BOT</span>' : ''
  } <time datetime="${escapeHtml(message.at)}">${escapeHtml(dateTime.format(new Date(message.at)))}</time></div>${text}</li>`;
}

function sendPage(
  reply: FastifyReply,
  status: number,
  page: Parameters<typeof renderHtmlPage>[0],
): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderHtmlPage(page));
}

const backToPanel = [{ href: '/', label: 'Voltar ao painel', primary: true }];

/** The guild's channel a link names, when it is one this page shows (no DM, no category). */
function channelOf(local: LocalDiscord, guildId: string, channelId: string): LocalChannel | null {
  if (guildId !== local.guildId) return null;
  const channel = local.state.channels.get(channelId);
  if (!channel || channel.type === ChannelType.DM || channel.type === ChannelType.GuildCategory) {
    return null;
  }
  return channel;
}

/**
 * A channel of the local Discord as a read-only page at the address Discord's web app opens it
 * (`/channels/{guildId}/{channelId}`), so the panel's channel links lead somewhere in demo mode
 * too: its name and its messages, oldest first (ephemeral answers left out). As in Discord, only
 * whoever can see the channel reads it: served by a panel, the viewer is its signed-in member;
 * served alone, as the effects page, anyone.
 */
export function registerLocalChannelPage(
  app: FastifyInstance,
  local: LocalDiscord,
  viewer: PageViewer | null,
): void {
  const { state } = local;
  localRoute(
    app,
    'GET',
    '/channels/:guildId/:channelId',
    (request, reply) => {
      const params = request.params as { guildId: string; channelId: string };
      const channel = channelOf(local, params.guildId, params.channelId);
      if (!channel) {
        return sendPage(reply, 404, {
          title: 'Canal não encontrado — Discord (demonstração)',
          heading: 'Canal não encontrado',
          paragraphs: ['Este canal não existe neste servidor, ou já foi apagado.'],
          links: backToPanel,
        });
      }
      const viewerId = viewer ? viewer(request) : null;
      if (
        viewer &&
        (!viewerId || !(channelPermissions(state, viewerId, channel) & P.ViewChannel))
      ) {
        return sendPage(reply, 403, {
          title: 'Sem acesso — Discord (demonstração)',
          heading: 'Você não tem acesso a este canal',
          paragraphs: ['Como no Discord, só quem pode ver o canal consegue abri-lo.'],
          links: backToPanel,
        });
      }
      const messages = state.messages.filter(
        (message) => message.channelId === channel.id && !(message.flags & MessageFlags.Ephemeral),
      );
      const list =
        messages.length === 0
          ? '<p>Nenhuma mensagem neste canal ainda.</p>'
          : `<ol class="messages" aria-label="Mensagens do canal">${messages.map((message) => messageHtml(state, message)).join('')}</ol>`;
      return sendPage(reply, 200, {
        title: `#${channel.name} — Discord (demonstração)`,
        heading: `#${channel.name}`,
        paragraphs: [
          `Canal do servidor ${state.guild.name} no Discord de demonstração, só para leitura. Em uma instalação real, este link abre o canal no Discord.`,
        ],
        extraHtml: `<span class="badge">Modo demonstração</span>${list}`,
        links: backToPanel,
        wide: true,
      });
    },
    { access: 'authenticated' },
  );
}
