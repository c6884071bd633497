import { redeemBlockAttempts, redeemBlockWindowMs } from '@panel/contract/api/tokens';
import type { Database, Executor } from '../../../db/client';
import { withSetting } from '../../../outbox/discord-effects';
import type { PlannedEffect } from '../../../outbox/effects';
import { enqueueEffects } from '../../../outbox/enqueue';
import type { Member } from '../../../http/auth-context';
import { HttpError } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { readBotSettings } from '../../bot-settings';
import { blockRedemption, insertTicket, readMemberFlags } from '../../tickets';
import type { TokenRow } from '../present';
import {
  countRedeemFailuresSince,
  findTokenByCode,
  typedCodeInOtherCase,
  hasRedeemed,
  insertRedeemFailure,
} from '../repository';

export type FailureReason = 'invalid' | 'wrongCase' | 'used' | 'expired' | 'foreign';

const failures: Record<FailureReason, { status: number; text: string }> = {
  invalid: {
    status: 404,
    text: 'Código não encontrado. Confira as letras e os números: maiúsculas e minúsculas contam.',
  },
  wrongCase: {
    status: 404,
    text: 'Código não encontrado com estas letras: códigos diferenciam maiúsculas de minúsculas. Digite-o exatamente como recebeu.',
  },
  used: { status: 409, text: 'Este código já foi utilizado anteriormente.' },
  expired: { status: 409, text: 'Este código está expirado.' },
  foreign: {
    status: 409,
    text: 'Este código foi criado para outra conta e não pode ser usado por você.',
  },
};

export const blockedError = () =>
  new HttpError(
    423,
    'blocked',
    'Você foi bloqueado de resgatar códigos após várias tentativas sem sucesso. Aguarde a análise da equipe.',
  );

/** Why a redemption found nothing to update, read after its transaction rolled back. */
export async function failureReason(
  db: Executor,
  code: string,
  userId: string,
): Promise<FailureReason> {
  const row = await findTokenByCode(db, code);
  // A typed code matches only as written: say so when the member's letters differ only in case.
  if (!row) return (await typedCodeInOtherCase(db, code)) ? 'wrongCase' : 'invalid';
  // Someone else's code: say nothing about its state.
  if (row.discordId !== null && row.discordId !== userId) return 'foreign';
  if (await hasRedeemed(db, row.id, userId)) return 'used';
  if (row.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'used';
}

/**
 * The code's type when the member could spend it now: it exists, is theirs (or anyone's), has
 * a use left, has not expired and was not used by them. `undefined` otherwise.
 */
export async function redeemableType(
  db: Executor,
  code: string,
  userId: string,
): Promise<TokenRow['type'] | undefined> {
  const row = await findTokenByCode(db, code);
  if (!row || (row.discordId !== null && row.discordId !== userId)) return undefined;
  if (row.uses >= row.maxUses || row.expiresAt.getTime() <= Date.now()) return undefined;
  if (await hasRedeemed(db, row.id, userId)) return undefined;
  return row.type;
}

/** Said with a failure when the member is two attempts or fewer from being blocked. */
function attemptsWarning(remaining: number): string | null {
  if (remaining > 2 || remaining < 1) return null;
  return remaining === 1
    ? 'Resta 1 tentativa antes do bloqueio.'
    : `Restam ${remaining} tentativas antes do bloqueio.`;
}

/** Codes typed by members go into a channel post: no mentions, no formatting. */
const quoted = (text: string) => `\`${text.replace(/[`\\]/g, '').slice(0, 64)}\``;

/**
 * Records a failed attempt and posts it to `codeErrorChannelId`; the fifth within 15
 * minutes blocks the member and opens a `review_token` ticket (once). Returns the error
 * to answer with. Every code a member types counts here, whatever kind (a game server's
 * request code says its own `shown` failure): one counter per member, across their sessions.
 */
export async function recordFailure(
  db: Database,
  member: Member,
  code: string,
  reason: FailureReason,
  audit: AuditContext,
  shown: { status: number; text: string } = failures[reason],
): Promise<HttpError> {
  return db.transaction(async (tx) => {
    const now = new Date();
    await insertRedeemFailure(tx, {
      userId: member.id,
      attempted: code.slice(0, 64),
      reason,
      ip: audit.ip,
    });
    const settings = await readBotSettings(tx);
    const effects: PlannedEffect[] = [
      withSetting(settings, 'codeErrorChannelId', (channelId) => ({
        type: 'channel.message',
        channelId,
        content: `<@${member.id}> tentou resgatar ${quoted(code)}: ${shown.text}`,
      })),
    ];
    const flags = await readMemberFlags(tx, member.id);
    const since = new Date(
      Math.max(now.getTime() - redeemBlockWindowMs, flags?.redeemUnblockedAt?.getTime() ?? 0),
    );
    const failed = await countRedeemFailuresSince(tx, member.id, since);
    const blocked = failed >= redeemBlockAttempts;
    if (blocked) {
      await blockRedemption(tx, member.id, now);
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'tokens.blocked',
        target: member.id,
        details: `${member.name} foi bloqueado de resgatar códigos após ${redeemBlockAttempts} tentativas sem sucesso em 15 minutos`,
      });
      await insertTicket(
        tx,
        member,
        {
          type: 'review_token',
          reason: `Bloqueio automático após ${redeemBlockAttempts} tentativas de resgate de código sem sucesso em 15 minutos.`,
        },
        audit,
      );
      effects.push(
        withSetting(settings, 'blockedRoleId', (roleId) => ({
          type: 'member.addRole',
          userId: member.id,
          roleId,
          reason: 'Tentativas de código sem sucesso',
        })),
      );
    }
    await enqueueEffects(tx, effects, audit.requestId);
    if (blocked) return blockedError();
    const { status, text } = shown;
    const warning = attemptsWarning(redeemBlockAttempts - failed);
    return new HttpError(
      status,
      status === 404 ? 'not_found' : 'conflict',
      warning ? `${text} ${warning}` : text,
    );
  });
}

/**
 * The failure counter and lock-out of codes members type, for codes other modules take (a
 * game server's request code): given to them by the app, so no module depends on this one.
 */
export interface CodeFailures {
  /** Whether the member is locked out of entering codes (423 until staff lift it). */
  isBlocked(memberId: string): Promise<boolean>;
  /** Counts a code that was not found; answers the error to throw (423 once locked out). */
  fail(
    member: Member,
    code: string,
    audit: AuditContext,
    shown: { status: number; text: string },
  ): Promise<HttpError>;
  blockedError(): HttpError;
}

export function codeFailures(db: Database): CodeFailures {
  return {
    isBlocked: async (memberId) => Boolean((await readMemberFlags(db, memberId))?.redeemBlockedAt),
    fail: (member, code, audit, shown) => recordFailure(db, member, code, 'invalid', audit, shown),
    blockedError,
  };
}
