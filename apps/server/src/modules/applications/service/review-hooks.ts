import { isDeepStrictEqual } from 'node:util';
import type { Executor } from '../../../db/client';
import type { DeliveryResult, DiscordEffect } from '../../../outbox/discord-effects';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { OutboxHooks } from '../../../outbox/worker';
import { findApplication, keepReviewMessage } from '../repository/entries';
import { reviewEditEffects, reviewMessage } from '../review-message';

/**
 * The review message once Discord has it (docs/decisions/2026-11-28-decide-from-discord.md):
 * its id is kept on the application, so every later decision edits it; when the application
 * changed while the message was on its way (decided before it was posted), it is edited to
 * what it is now at once. The same after each edit: edits retried out of order (a failed one
 * sent after a newer one) end with the message as the application is, not as it was.
 */
export const reviewMessageHooks: OutboxHooks = {
  async delivered(tx: Executor, effect: DiscordEffect, result: DeliveryResult): Promise<void> {
    let row;
    if (effect.type === 'message.post' && result && 'messageId' in result) {
      row = await keepReviewMessage(tx, effect.applicationId, {
        channelId: effect.channelId,
        messageId: result.messageId,
      });
    } else if (effect.type === 'message.edit') {
      row = await findApplication(tx, effect.applicationId);
      // A message the application no longer keeps (posted twice) is left as it is.
      if (row?.reviewMessageId !== effect.messageId) return;
    } else return;
    if (row && !isDeepStrictEqual(reviewMessage(row), effect.message)) {
      await enqueueEffects(tx, reviewEditEffects(row));
    }
  },
};
