import type { Executor } from '../../../db/client';
import { findLatestApplication } from '../repository/entries';

/** The member's newest whitelist entry as staff read it (the bot's `/whitelist ver`), or `null`. */
export async function latestWhitelist(db: Executor, userId: string) {
  const row = await findLatestApplication(db, { form: 'whitelist', userId });
  return row
    ? {
        status: row.status,
        username: row.username,
        createdAt: row.createdAt,
        decidedAt: row.decidedAt,
        decidedBy: row.decidedByName,
        reason: row.decisionReason,
      }
    : null;
}
