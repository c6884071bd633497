import { isDeepStrictEqual } from 'node:util';
import type { Executor } from '../../../db/client';
import type { DeliveryResult, DiscordEffect } from '../../../discord/effects';
import { enqueueEffects } from '../../../discord/outbox';
import type { OutboxHooks } from '../../../discord/outbox-worker';
import { keepReviewMessage } from '../repository/entries';
import { reviewEditEffects, reviewMessage } from '../review-message';

/**
 * The review message once Discord has it (docs/decisions/2026-11-28-decide-from-discord.md):
 * its id is kept on the application, so every later decision edits it; when the application
 * changed while the message was on its way (decided before it was posted), it is edited to
 * what it is now at once.
 */
export const reviewMessageHooks: OutboxHooks = {
  async delivered(tx: Executor, effect: DiscordEffect, result: DeliveryResult): Promise<void> {
    if (effect.type !== 'message.post' || !result || !('messageId' in result)) return;
    const row = await keepReviewMessage(tx, effect.applicationId, {
      channelId: effect.channelId,
      messageId: result.messageId,
    });
    if (row && !isDeepStrictEqual(reviewMessage(row), effect.message)) {
      await enqueueEffects(tx, reviewEditEffects(row));
    }
  },
};
