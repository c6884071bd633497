import { pagePath } from '@panel/contract/routes';
import type { Executor } from '../../../db/client';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { WebhookHooks } from '../../../outbox/worker';
import { recordAudit, systemActor } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { findSubscriptionRow } from '../repository/webhooks';

/**
 * How the administradores hear that a webhook was paused (it kept failing, or its receiver said
 * 410): an audit entry and a message in the bot's log channel, in the transaction that pauses it
 * (docs/decisions/2026-12-05-integrations.md). The Integrações page shows it paused, with why.
 */
export function webhookPausedHooks(options: { publicUrl: URL }): WebhookHooks {
  return {
    async webhookPaused(tx: Executor, subscriptionId: number, reason: string) {
      const row = await findSubscriptionRow(tx, subscriptionId);
      if (!row) return;
      await recordAudit(
        tx,
        { actor: systemActor, requestId: null, ip: null },
        {
          actionType: 'update',
          action: 'integrations.pauseWebhook',
          target: row.name,
          details: `Pausou o webhook "${row.name}": ${reason}`,
          after: { webhookId: row.id, paused: true },
        },
      );
      const { logChannelId } = await readBotSettings(tx);
      if (!logChannelId) return;
      const page = new URL(
        `${pagePath('integrations')}?tab=webhooks`,
        options.publicUrl,
      ).toString();
      await enqueueEffects(tx, [
        {
          type: 'channel.message',
          channelId: logChannelId,
          content: [
            `⚠️ O webhook **${row.name}** foi pausado: ${reason}`,
            `As próximas entregas esperam até um administrador retomá-lo em ${page}`,
          ].join('\n'),
        },
      ]);
    },
  };
}
