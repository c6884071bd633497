import { botSettingLabels, isBotSettingKey } from '@panel/contract/api/bot-settings';
import { gameDatabaseChangeLabels } from '@panel/contract/api/game-servers';
import type { Delivery, DeliveryStatus, DeliveryTarget } from '@panel/contract/api/deliveries';
import type { OutboxEffect } from '../../outbox/effects';
import type { WebhookFailureCode } from '../../outbox/webhook-effects';
import { webhookEventLabels, type WebhookEventType } from '@panel/contract/api/webhook-events';
import { isLostTarget } from './lost-targets';
import type { DeliveryRow } from './repository';

const iso = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

function statusOf(row: DeliveryRow): DeliveryStatus {
  if (row.status === 'pending' || row.status === 'processing') {
    return row.attempts > 0 ? 'retrying' : 'pending';
  }
  return row.status;
}

/** Message text on one line, its mentions as words rather than Discord's `<@…>` markup. */
function quote(text: string): string {
  const line = text
    .replace(/<@!?\d+>/g, '@membro')
    .replace(/<@&\d+>/g, '@cargo')
    .replace(/<#\d+>/g, '#canal')
    .replace(/\s+/g, ' ')
    .trim();
  return `"${line.length > 80 ? `${line.slice(0, 79)}…` : line}"`;
}

/** A bot message's Markdown as the text it shows: bold, italics, quote marks and escapes dropped. */
function shownText(markdown: string): string {
  return markdown
    .replace(/\*\*|__|~~/g, '')
    .replace(/(^|\s)_([^_\n]+)_(?=\s|$)/g, '$1$2')
    .replace(/^> /gm, '')
    .replace(/\\([^0-9A-Za-z\s])/g, '$1');
}

/** What the delivery does, with the catalog's names where it knows them (audit details). */
function summaryOf(row: DeliveryRow): string {
  const effect = row.effect;
  const member = 'userId' in effect ? (row.member_name ?? effect.userId) : '';
  const unset =
    row.missing_setting && isBotSettingKey(row.missing_setting)
      ? `(${botSettingLabels[row.missing_setting]} não configurado)`
      : null;
  const role = 'roleId' in effect ? (row.role_name ?? (effect.roleId || unset)) : '';
  switch (effect.type) {
    case 'member.addRole':
      return `Dar o cargo ${role} a ${member}`;
    case 'member.removeRole':
      return `Tirar o cargo ${role} de ${member}`;
    case 'channel.message':
      return `Mensagem em #${row.channel_name ?? (effect.channelId || unset)}: ${quote(effect.content)}`;
    case 'member.directMessage':
      return `Mensagem direta a ${member}: ${quote(effect.content)}`;
    case 'channel.createPrivate':
      return `Criar o canal #${effect.name} para ${member}${row.channel_name ? ` em ${row.channel_name}` : ''}`;
    case 'channel.archive':
      return `Guardar a conversa de #${row.channel_name ?? effect.channelId} no ticket #${effect.ticketId}`;
    case 'channel.delete':
      return `Apagar o canal #${row.channel_name ?? effect.channelId}: ${effect.reason}`;
    case 'message.post':
      return `Mensagem de análise em #${row.channel_name ?? (effect.channelId || unset)}: ${quote(shownText(effect.message.content))}`;
    case 'message.edit':
      return `Atualizar a mensagem de análise em #${row.channel_name ?? effect.channelId}: ${quote(shownText(effect.message.content))}`;
    case 'gameDb.write':
      return `${gameDatabaseChangeLabels[effect.change]}: gravar no banco de ${row.game_server_name ?? 'servidor de jogo removido'} para ${member}`;
    case 'game.command':
      return `${gameCommandPurpose[effect.kind]} ${effect.productName} para ${member} em ${row.game_server_name ?? 'servidor de jogo removido'}: ${effect.template}`;
    case 'webhook.deliver': {
      const event = webhookEventLabels[effect.eventType as WebhookEventType] ?? 'Evento de teste';
      const status =
        typeof row.http_status === 'number' ? `; última resposta HTTP ${row.http_status}` : '';
      return `Webhook "${row.webhook_name ?? `#${effect.subscriptionId}`}": ${event} (${effect.eventType}, ${effect.messageId})${status}`;
    }
  }
}

const gameCommandPurpose = {
  grant: 'Entregar',
  refund: 'Desfazer (reembolso)',
  expiry: 'Encerrar (fim do prazo)',
} as const;

/** The ids the effect acts on, for the screen to name them. */
function targetOf(effect: OutboxEffect, gameServerName: string | null): DeliveryTarget {
  const target: DeliveryTarget = {
    userId: 'userId' in effect ? effect.userId : null,
    roleId: 'roleId' in effect ? effect.roleId : null,
    channelId: null,
    content: 'content' in effect ? effect.content : null,
    channelName: null,
    ticketId: 'ticketId' in effect ? (effect.ticketId ?? null) : null,
    reason: null,
    gameServerName: null,
  };
  switch (effect.type) {
    case 'channel.message':
    case 'channel.archive':
      return { ...target, channelId: effect.channelId };
    case 'message.post':
    case 'message.edit':
      return { ...target, channelId: effect.channelId, content: shownText(effect.message.content) };
    case 'channel.delete':
      return { ...target, channelId: effect.channelId, reason: effect.reason };
    case 'channel.createPrivate':
      return { ...target, channelId: effect.parentId, channelName: effect.name };
    case 'game.command':
      return { ...target, content: effect.template, gameServerName };
    case 'gameDb.write':
      return { ...target, reason: effect.reason, gameServerName };
    default:
      return target;
  }
}

/** docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery". */
const webhookFailures: Record<WebhookFailureCode, string> = {
  webhook_refused_address:
    'O endereço do webhook foi recusado (rede interna, http:// ou URL inválida): corrija a URL da assinatura.',
  webhook_http_error: 'O receptor do webhook respondeu com erro (veja o detalhe).',
  webhook_timeout: 'O receptor do webhook não respondeu a tempo.',
  webhook_unreachable: 'O receptor do webhook não foi encontrado ou recusou a conexão.',
  webhook_gone: 'O receptor respondeu 410 (não quer mais eventos): a assinatura foi pausada.',
  webhook_redirect: 'O receptor respondeu com um redirecionamento, que o painel não segue.',
  webhook_subscription_paused: 'A assinatura do webhook está pausada.',
  webhook_secret_unreadable:
    'O segredo da assinatura não abre com a chave deste servidor (GAME_DB_KEY diferente).',
};

const unknownTargets: Record<number, string> = {
  10003: 'O canal não existe mais no servidor.',
  10004: 'O servidor do Discord não foi encontrado: confira DISCORD_GUILD_ID.',
  10007: 'O membro não está mais no servidor.',
  10011: 'O cargo não existe mais no servidor.',
  10013: 'Usuário desconhecido no Discord.',
};

function missingPermission(effect: OutboxEffect, discordCode: number | null): string {
  if (discordCode === 50001) return 'O bot não tem acesso a este canal (Ver canal).';
  switch (effect.type) {
    case 'member.addRole':
    case 'member.removeRole':
      return 'O bot não pode dar ou tirar este cargo: o cargo está acima do cargo mais alto do bot, ou falta ao bot a permissão Gerenciar cargos.';
    case 'channel.createPrivate':
      return 'O bot não pode criar canais nesta categoria (Gerenciar canais e Gerenciar permissões).';
    case 'channel.archive':
      return 'O bot não pode ler o histórico deste canal (Ver canal e Ler histórico de mensagens).';
    case 'channel.delete':
      return 'O bot não pode apagar este canal (Gerenciar canais).';
    default:
      return 'O bot não tem permissão para enviar mensagens neste canal.';
  }
}

/** Why it failed, in Portuguese, from the panel's failure code and Discord's. */
export function failureReason(
  row: Pick<DeliveryRow, 'effect' | 'failure_code' | 'discord_code' | 'status' | 'attempts'>,
): string {
  switch (row.failure_code) {
    case 'game_failed':
      return 'O servidor de jogo não conseguiu executar o comando.';
    case 'game_db_rejected':
      return 'O banco do jogo recusou a gravação: confira a conexão e o SQL em Servidores de jogo.';
    case 'game_db_unavailable':
      return row.status === 'failed'
        ? `A gravação no banco do jogo falhou ${row.attempts} vezes (veja o detalhe): confira o endereço e a porta em Servidores de jogo.`
        : 'A gravação no banco do jogo falhou (veja o detalhe: banco fora do ar, endereço errado ou outro erro); nova tentativa agendada.';
    case 'game_account_unknown':
      return 'O membro ainda não tem conta no banco do jogo: o framework a cria quando ele tenta entrar no servidor. A gravação é refeita quando ele entrar.';
    case 'passport_unknown':
      return 'O painel não sabe o passaporte do membro neste servidor: ele aparece quando o membro entra no jogo, ou a equipe o informa no histórico do membro.';
    case 'dm_closed':
      return 'O membro não aceita mensagens diretas do bot.';
    case 'missing_permission':
      return missingPermission(row.effect, row.discord_code);
    case 'unknown_target':
      return (
        (row.discord_code !== null && unknownTargets[row.discord_code]) ||
        'O alvo não existe mais no Discord.'
      );
    case 'not_in_voice':
      return 'O membro não está em um canal de voz.';
    case 'limit_reached':
      return row.discord_code === 30013
        ? 'O servidor chegou ao limite de 500 canais do Discord: apague canais antigos.'
        : 'A categoria chegou ao limite de 50 canais do Discord: apague canais antigos dela ou escolha outra categoria nas configurações do bot.';
    case 'rejected':
      return 'O Discord recusou o pedido.';
    case 'webhook_refused_address':
    case 'webhook_http_error':
    case 'webhook_timeout':
    case 'webhook_unreachable':
    case 'webhook_gone':
    case 'webhook_redirect':
    case 'webhook_subscription_paused':
    case 'webhook_secret_unreadable':
      return webhookFailures[row.failure_code];
    default:
      return row.status === 'failed'
        ? `O Discord não respondeu depois de ${row.attempts} tentativas.`
        : 'O Discord não respondeu (fora do ar ou limite de requisições); nova tentativa agendada.';
  }
}

/**
 * A new try can succeed: a failure staff can fix (not a target Discord no longer has), or a
 * skip whose setting is now configured.
 */
export function isRetryable(
  row: { status: string; discordCode: number | null; missingSetting: string | null },
  configured: ReadonlySet<string>,
): boolean {
  if (row.status === 'failed') return !isLostTarget(row.discordCode);
  if (row.status === 'skipped')
    return row.missingSetting !== null && configured.has(row.missingSetting);
  return false;
}

/** The row as staff see it; `configured`: the bot settings that have an id now. */
export function presentDelivery(row: DeliveryRow, configured: ReadonlySet<string>): Delivery {
  const status = statusOf(row);
  const effect = row.effect;
  const failed =
    row.last_error !== null &&
    (status === 'failed' || status === 'retrying' || status === 'discarded');
  return {
    id: row.id,
    type: effect.type,
    status,
    summary: summaryOf(row),
    target: targetOf(effect, row.game_server_name),
    member:
      'userId' in effect
        ? { id: effect.userId, name: row.member_name, avatarUrl: row.member_avatar }
        : null,
    attempts: row.attempts,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: status === 'pending' || status === 'retrying' ? iso(row.next_attempt_at) : null,
    deliveredAt: iso(row.delivered_at),
    failure: failed ? { reason: failureReason(row), detail: row.last_error } : null,
    missingSetting:
      row.missing_setting && isBotSettingKey(row.missing_setting) ? row.missing_setting : null,
    discarded:
      row.discarded_at && row.discarded_by_name
        ? {
            at: new Date(row.discarded_at).toISOString(),
            by: row.discarded_by_name,
            reason: row.discard_reason ?? '',
          }
        : null,
    retryable: isRetryable(
      { status: row.status, discordCode: row.discord_code, missingSetting: row.missing_setting },
      configured,
    ),
    // A row being sent right now can be neither retried nor discarded.
    canDiscard:
      status === 'failed' ||
      status === 'skipped' ||
      (status === 'retrying' && row.status === 'pending'),
  };
}
