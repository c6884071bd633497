import { botSettingLabels, type BotSettingKey } from '@panel/contract/api/bot-settings';
import type { Database } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import { badRequest } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { checkSetting } from './checks';
import { loadGuildView } from './view';

/**
 * "Testar": a short message to the channel typed in a channel field, through the outbox like
 * every other effect; the screen follows the delivery to show its outcome. Audited.
 */
export function sendTestMessage(
  db: Database,
  input: { key: BotSettingKey; channelId: string },
  audit: AuditContext,
): Promise<{ deliveryId: string }> {
  return db.transaction(async (tx) => {
    const view = await loadGuildView(tx);
    const errors = checkSetting(input.key, input.channelId, view).filter(
      (check) => check.level === 'error',
    );
    const [first] = errors;
    if (first) throw badRequest(first.message, [{ path: input.key, message: first.message }]);
    const label = botSettingLabels[input.key];
    const [deliveryId] = await enqueueEffects(
      tx,
      [
        {
          type: 'channel.message',
          channelId: input.channelId,
          content: `Mensagem de teste do painel: este canal está configurado como "${label}". Enviada por ${audit.actor.name}.`,
        },
      ],
      audit.requestId,
    );
    const name = view.channels.get(input.channelId)?.name;
    await recordAudit(tx, audit, {
      actionType: 'create',
      action: 'botSettings.testMessage',
      target: input.channelId,
      details: `Enviou uma mensagem de teste para ${name ? `#${name}` : input.channelId} (${label})`,
    });
    return { deliveryId: String(deliveryId) };
  });
}
