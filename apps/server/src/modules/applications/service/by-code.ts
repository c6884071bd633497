import type { Transaction } from '../../../db/client';
import type { PlannedEffect } from '../../../outbox/effects';
import type { Member } from '../../../http/auth-context';
import type { AuditContext } from '../../audit';
import type { BotSettings } from '../../bot-settings';
import { gameDatabaseEffects } from '../../game-servers';
import { decisionEffects } from '../discord-effects';
import { findMemberFormApplications, insertApplication } from '../repository/entries';
import { queueDecided } from '../webhook-events';
import { decideApplication } from './decide';

/**
 * What codes do to a whitelist (docs/decisions/2026-11-23-codes-and-redemption.md), inside
 * the redemption's transaction and in the member's name.
 */
export async function readWhitelistState(
  tx: Transaction,
  userId: string,
): Promise<{ approved: boolean; pending: boolean }> {
  const entries = await findMemberFormApplications(tx, userId, 'whitelist');
  return {
    approved: entries.some((row) => row.status === 'approved'),
    pending: entries.some((row) => row.status === 'pending'),
  };
}

/** Approves the member's pending whitelist as staff would, with the same effects. */
export async function approvePendingWhitelist(
  tx: Transaction,
  userId: string,
  audit: AuditContext,
): Promise<void> {
  // A savepoint inside the redemption: if anything after fails, the approval is undone too.
  await decideApplication(tx, { form: 'whitelist', decision: 'approve', userId }, audit, {
    cooldownMs: 0,
  });
}

/**
 * No request yet: the code is the whitelist. An approved entry keeps the staff lists, the
 * dashboard counts and the one-whitelist rule right. Returns the approval's Discord effects.
 */
export async function createApprovedWhitelist(
  tx: Transaction,
  member: Member,
  audit: AuditContext,
  settings: BotSettings,
): Promise<PlannedEffect[]> {
  const row = await insertApplication(tx, {
    form: 'whitelist',
    userId: member.id,
    username: member.name,
    avatarUrl: member.avatarUrl,
    answers: [],
    status: 'approved',
    decidedAt: new Date(),
    decidedById: audit.actor.id,
    decidedByName: audit.actor.name,
  });
  await queueDecided(tx, row, 'approve', audit.actor, row.decidedAt ?? new Date());
  return [
    ...decisionEffects(settings, row, 'approve', null),
    ...(await gameDatabaseEffects(tx, member.id, 'whitelist', 'código de allowlist')),
  ];
}
