import type { Executor } from '../../../db/client';
import { findLatestApplication } from '../repository/entries';

/** The member's newest whitelist entry as staff read it (the bot's `/whitelist ver`), or `null`. */
export async function latestWhitelist(db: Executor, userId: string) {
  const row = await findLatestApplication(db, { form: 'whitelist', userId });
  return row
    ? {
        id: row.id,
        status: row.status,
        username: row.username,
        createdAt: row.createdAt,
        // A revoked whitelist is told by its revocation: who took it back, when and why.
        decidedAt: row.status === 'revoked' ? row.revokedAt : row.decidedAt,
        decidedBy: row.status === 'revoked' ? row.revokedByName : row.decidedByName,
        reason: row.status === 'revoked' ? row.revokeReason : row.decisionReason,
      }
    : null;
}
