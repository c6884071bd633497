import type { Executor } from '../../../db/client';
import type { DiscordEffect } from '../../../discord/effects';
import type { BotSettings } from '../../bot-settings';
import type { TicketRow } from '../present';
import { liftReapplyCooldown, liftRedemptionBlock } from '../repository';

/**
 * Hook for the blacklist module, which does not exist yet: when it does, remove the
 * member's blacklist entry here. For now only the Discord role is taken back.
 */
export function liftBlacklist(
  _tx: Executor,
  userId: string,
  settings: BotSettings,
): DiscordEffect[] {
  const roleId = settings.blacklistRoleId;
  return roleId
    ? [{ type: 'member.removeRole', userId, roleId, reason: 'Blacklist revista (ticket aprovado)' }]
    : [];
}

/**
 * Lifts what an approved ticket is about (docs/decisions/2026-11-23-decision-effects.md): the redemption block, the
 * reapply cooldown or the blacklist. Runs in the approval's transaction; returns the
 * Discord effects to queue with it.
 */
export async function liftTicketSubject(
  tx: Executor,
  row: TicketRow,
  settings: BotSettings,
  now: Date,
): Promise<DiscordEffect[]> {
  switch (row.ticketType) {
    case 'review_token': {
      await liftRedemptionBlock(tx, row.userId, now);
      const roleId = settings.blockedRoleId;
      return roleId
        ? [
            {
              type: 'member.removeRole',
              userId: row.userId,
              roleId,
              reason: 'Bloqueio de códigos liberado',
            },
          ]
        : [];
    }
    case 'review_form':
      await liftReapplyCooldown(tx, row.userId, now);
      return [];
    case 'review_blacklist':
      return liftBlacklist(tx, row.userId, settings);
    case 'report_user':
      return [];
  }
}
