import type { ReactNode } from 'react';
import { botSettingLabels } from '@panel/contract/api/bot-settings';
import type { Delivery } from '@panel/contract/api/deliveries';
import { ChannelName, MemberName, RoleName } from '@/components/discord-names';
import { DiscordText } from '@/components/discord-text';

/** An id a skipped delivery still lacks: the setting that would give it. */
function Unset({ delivery }: { delivery: Delivery }) {
  const label = delivery.missingSetting ? botSettingLabels[delivery.missingSetting] : null;
  return (
    <span className="text-amber-700 dark:text-amber-300">
      ({label ? `${label} não configurado` : 'não configurado'})
    </span>
  );
}

function Role({ delivery }: { delivery: Delivery }) {
  const id = delivery.target.roleId;
  return id ? <RoleName id={id} /> : <Unset delivery={delivery} />;
}

function Channel({ delivery }: { delivery: Delivery }) {
  const id = delivery.target.channelId;
  return id ? <ChannelName id={id} /> : <Unset delivery={delivery} />;
}

function Member({ delivery }: { delivery: Delivery }) {
  const id = delivery.target.userId;
  return id ? <MemberName id={id} fallback={delivery.member?.name} /> : null;
}

/** The sentence: "Dar o cargo Allowlist a Diego Rocha", names from the guild catalog. */
function Sentence({ delivery }: { delivery: Delivery }): ReactNode {
  const { target } = delivery;
  switch (delivery.type) {
    case 'member.addRole':
      return (
        <>
          Dar o cargo <Role delivery={delivery} /> a <Member delivery={delivery} />
        </>
      );
    case 'member.removeRole':
      return (
        <>
          Tirar o cargo <Role delivery={delivery} /> de <Member delivery={delivery} />
        </>
      );
    case 'channel.message':
      return (
        <>
          Mensagem em <Channel delivery={delivery} />
        </>
      );
    case 'member.directMessage':
      return (
        <>
          Mensagem direta a <Member delivery={delivery} />
        </>
      );
    case 'message.post':
      return (
        <>
          Mensagem de análise em <Channel delivery={delivery} />
        </>
      );
    case 'message.edit':
      return (
        <>
          Atualizar a mensagem de análise em <Channel delivery={delivery} />
        </>
      );
    case 'channel.createPrivate':
      return (
        <>
          Criar o canal #{target.channelName} para <Member delivery={delivery} />
          {target.channelId ? (
            <>
              {' '}
              em <ChannelName id={target.channelId} />
            </>
          ) : null}
        </>
      );
    case 'channel.archive':
      return (
        <>
          Guardar a conversa de <Channel delivery={delivery} />
          {target.ticketId === null ? null : ` (ticket #${target.ticketId})`}
        </>
      );
    case 'channel.delete':
      return (
        <>
          Apagar o canal <Channel delivery={delivery} />
        </>
      );
    case 'gameDb.write':
      return (
        <>
          Banco do jogo em {target.gameServerName ?? 'servidor de jogo removido'} para{' '}
          <Member delivery={delivery} />
        </>
      );
    case 'game.command':
      return (
        <>
          Comando no jogo para <Member delivery={delivery} /> em{' '}
          {target.gameServerName ?? 'servidor de jogo removido'}
        </>
      );
    // The webhook, the event and the receiver's last status, in the server's words.
    case 'webhook.deliver':
      return delivery.summary;
    default: {
      const unknown: never = delivery.type;
      return unknown;
    }
  }
}

/**
 * What a delivery does, in one line, with the message it sends (mentions drawn as names) or
 * the reason a channel goes, under it.
 */
export function DeliveryWhat({ delivery, id }: { delivery: Delivery; id?: string }) {
  const { content, reason } = delivery.target;
  const detail = content ?? reason;
  return (
    <div className="grid min-w-0 gap-0.5">
      <p id={id} className="wrap-anywhere">
        <Sentence delivery={delivery} />
      </p>
      {detail && delivery.type === 'game.command' ? (
        <p className="line-clamp-2 font-mono text-xs wrap-anywhere text-muted-foreground">
          {detail}
        </p>
      ) : detail ? (
        <p className="line-clamp-2 text-xs wrap-anywhere text-muted-foreground">
          {content ? <DiscordText content={content} /> : detail}
        </p>
      ) : null}
    </div>
  );
}
