import { blacklistMessages } from '@panel/contract/api/blacklist';
import { tokenTypeLabels, type RedeemResult } from '@panel/contract/api/tokens';
import type { Database } from '../../../db/client';
import { withSetting } from '../../../outbox/discord-effects';
import type { PlannedEffect } from '../../../outbox/effects';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { Member } from '../../../http/auth-context';
import { forbidden } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { isBlacklisted } from '../../blacklist';
import { readBotSettings } from '../../bot-settings';
import { readMemberFlags } from '../../tickets';
import { insertRedemption, spendTokenUse } from '../repository';
import { blockedError, failureReason, recordFailure, redeemableType } from './failures';
import { applyGrant } from './grants';

/** Thrown inside the transaction to roll back a redemption that found nothing to spend. */
class NothingToRedeem extends Error {}

/**
 * Redeems a code for the member (docs/decisions/2026-11-23-codes-and-redemption.md): one conditional UPDATE spends a use
 * only if one is left, the code is not expired and it is the member's (or anyone's);
 * a unique (code, member) row stops a second use by the same member. The use, its
 * grant, audit entry and Discord effects commit together or not at all.
 */
export async function redeemToken(
  db: Database,
  member: Member,
  code: string,
  audit: AuditContext,
): Promise<RedeemResult> {
  // A blocked or blacklisted member may still redeem the unlock code staff gave them (the
  // review ticket's), nothing else (docs/decisions/2026-11-24-blacklist.md).
  const blocked = Boolean((await readMemberFlags(db, member.id))?.redeemBlockedAt);
  const blacklisted = await isBlacklisted(db, member.id);
  try {
    return await db.transaction(async (tx) => {
      const token = await spendTokenUse(tx, code, member.id, {
        unlockOnly: blocked || blacklisted,
      });
      if (!token) throw new NothingToRedeem();
      if (!(await insertRedemption(tx, token.id, member.id))) throw new NothingToRedeem();

      const settings = await readBotSettings(tx);
      const byCode = { ...audit, actor: { ...audit.actor, name: `${member.name} (código)` } };
      const grant = await applyGrant(tx, token, member, byCode, settings);
      const effects: PlannedEffect[] = [...grant.effects];
      let message = grant.message;
      if (token.discordRole) {
        effects.push({
          type: 'member.addRole',
          userId: member.id,
          roleId: token.discordRole,
          reason: `Código ${token.token} resgatado`,
        });
        message += ' Você também recebeu um cargo no Discord.';
      }
      const shown = token.type === 'unlock' ? `de desbloqueio #${token.id}` : token.token;
      effects.push(
        withSetting(settings, 'codeLogChannelId', (channelId) => ({
          type: 'channel.message',
          channelId,
          content: `<@${member.id}> resgatou o código ${shown} (${tokenTypeLabels[token.type]}).`,
        })),
      );
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'tokens.redeem',
        target: member.id,
        details: `${member.name} resgatou o código ${shown} (${tokenTypeLabels[token.type]})`,
        before: { id: String(token.id), uses: token.uses - 1 },
        after: { id: String(token.id), uses: token.uses, granted: message },
      });
      await enqueueEffects(tx, effects, audit.requestId);
      return { type: token.type, message };
    });
  } catch (error) {
    if (!(error instanceof NothingToRedeem)) throw error;
    // Only a code the member could otherwise spend is refused for the blacklist; a mistyped,
    // used or expired one fails (and counts) as for anyone.
    if (blacklisted) {
      const type = await redeemableType(db, code, member.id);
      if (type !== undefined && type !== 'unlock') throw forbidden(blacklistMessages.memberBlocked);
    }
    if (blocked) throw blockedError();
    const reason = await failureReason(db, code, member.id);
    throw await recordFailure(db, member, code, reason, audit);
  }
}
