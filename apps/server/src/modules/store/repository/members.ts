import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** The member's name from the guild catalog or the panel, when either knows them. */
export async function findMemberName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await queryRows<{ name: string | null }>(
    db,
    sql`select coalesce(
      (select coalesce(nick, global_name, username) from discord_members where user_id = ${userId}),
      (select coalesce(display_name, username) from users where id = ${userId})) as name`,
  );
  return row?.name ?? null;
}
