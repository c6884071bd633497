import type { Executor } from '../../../db/client';
import type { DeliveryResult, DiscordEffect } from '../../../outbox/discord-effects';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { OutboxHooks } from '../../../outbox/worker';
import type { DiscordDeliveryError } from '../../../outbox/discord-effects';
import { failureReason } from '../../deliveries';
import { staffContactChannelEffects, ticketChannelClosedEffects } from '../discord-effects';
import { keepTicketChannel, markTicketChannelFailed, saveTicketTranscript } from '../repository';

/**
 * A ticket's channel through its life, as the outbox settles its effects
 * (docs/decisions/2026-11-28-ticket-channels.md): created → kept on the ticket (and closed at
 * once when the ticket was decided meanwhile; the member told of a conversation staff opened
 * with them, docs/decisions/2026-12-04-staff-contact-tickets.md); archived → the conversation saved with the
 * ticket, then the channel deleted; a channel that could not be created or read says why on
 * the ticket.
 */
export const ticketChannelHooks: Required<OutboxHooks> = {
  async delivered(tx: Executor, effect: DiscordEffect, result: DeliveryResult): Promise<void> {
    if (
      effect.type === 'channel.createPrivate' &&
      effect.ticketId &&
      result &&
      'channelId' in result
    ) {
      const row = await keepTicketChannel(tx, effect.ticketId, result.channelId);
      if (row) {
        await enqueueEffects(tx, [
          ...ticketChannelClosedEffects(row),
          ...staffContactChannelEffects(row),
        ]);
      }
    }
    if (effect.type === 'channel.archive' && result && 'messages' in result) {
      await saveTicketTranscript(tx, effect.ticketId, result);
      await enqueueEffects(tx, [
        {
          type: 'channel.delete',
          channelId: effect.channelId,
          reason: `Ticket #${effect.ticketId} encerrado no painel`,
        },
      ]);
    }
  },
  async failed(
    tx: Executor,
    effect: DiscordEffect,
    failure: DiscordDeliveryError,
    attempts: number,
  ): Promise<void> {
    const ticketId =
      effect.type === 'channel.createPrivate' || effect.type === 'channel.archive'
        ? effect.ticketId
        : undefined;
    if (!ticketId) return;
    await markTicketChannelFailed(
      tx,
      ticketId,
      failureReason({
        effect,
        failure_code: failure.code,
        discord_code: failure.discordCode,
        status: 'failed',
        attempts,
      }),
    );
  },
};
