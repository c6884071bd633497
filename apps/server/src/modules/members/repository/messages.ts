import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { memberMessages } from '../../../db/schema/members';

/** The member as the guild catalog knows them; `null` when the bot never saw them there. */
export async function findGuildPresence(
  db: Executor,
  discordId: string,
): Promise<{ inGuild: boolean; bot: boolean } | null> {
  const [row] = await queryRows<{ in_guild: boolean; bot: boolean }>(
    db,
    sql`SELECT in_guild, bot FROM discord_members WHERE user_id = ${discordId}`,
  );
  return row ? { inGuild: row.in_guild, bot: row.bot } : null;
}

/** The guild's name as the catalog keeps it; `null` before the bot first saw it. */
export async function findGuildName(db: Executor): Promise<string | null> {
  const [row] = await queryRows<{ name: string }>(db, sql`SELECT name FROM discord_guild LIMIT 1`);
  return row?.name ?? null;
}

/** One sender's messages to one member, one at a time, so the limit holds under concurrency. */
export async function lockSenderMessages(
  db: Executor,
  senderId: string,
  discordId: string,
): Promise<void> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`member-messages:${senderId}:${discordId}`}, 0))`,
  );
}

/** When the sender's latest messages to the member since `since` went, newest first. */
export async function findRecentMessageTimes(
  db: Executor,
  senderId: string,
  discordId: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ sentAt: memberMessages.sentAt })
    .from(memberMessages)
    .where(
      and(
        eq(memberMessages.senderId, senderId),
        eq(memberMessages.discordId, discordId),
        gt(memberMessages.sentAt, since),
      ),
    )
    .orderBy(desc(memberMessages.sentAt))
    .limit(limit);
  return rows.map((row) => row.sentAt);
}

export async function insertMessage(
  db: Executor,
  values: { discordId: string; senderId: string; sentAt: Date },
): Promise<number> {
  const [row] = await db.insert(memberMessages).values(values).returning({ id: memberMessages.id });
  if (!row) throw new Error('The message was not inserted.');
  return row.id;
}

export async function deleteMessage(db: Executor, id: number): Promise<void> {
  await db.delete(memberMessages).where(eq(memberMessages.id, id));
}
