import type { Executor } from '../../../db/client';
import { withSetting } from '../../../outbox/discord-effects';
import type { PlannedEffect } from '../../../outbox/effects';
import type { AuditContext } from '../../audit';
import { liftBlacklistForTicket } from '../../blacklist';
import type { BotSettings } from '../../bot-settings';
import type { TicketRow } from '../present';
import { liftReapplyCooldown, liftRedemptionBlock } from '../repository';

/**
 * Lifts what an approved ticket is about (docs/decisions/2026-11-23-decision-effects.md): the redemption block, the
 * reapply cooldown or the blacklist. Runs in the approval's transaction; returns the
 * Discord effects to queue with it.
 */
export async function liftTicketSubject(
  tx: Executor,
  row: TicketRow,
  settings: BotSettings,
  audit: AuditContext,
  now: Date,
): Promise<PlannedEffect[]> {
  switch (row.ticketType) {
    case 'review_token': {
      await liftRedemptionBlock(tx, row.userId, now);
      return [
        withSetting(settings, 'blockedRoleId', (roleId) => ({
          type: 'member.removeRole',
          userId: row.userId,
          roleId,
          reason: 'Bloqueio de códigos liberado',
        })),
      ];
    }
    case 'review_form':
      await liftReapplyCooldown(tx, row.userId, now);
      return [];
    case 'review_blacklist':
      return liftBlacklistForTicket(
        tx,
        { userId: row.userId, ticketId: row.id },
        settings,
        audit,
        now,
      );
    case 'report_user':
    case 'staff_contact':
      return [];
  }
}
