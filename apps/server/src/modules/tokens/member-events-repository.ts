import type { TokenType } from '@panel/contract/api/tokens';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { eventMicros, olderThan, type MemberEventQuery } from '../../db/member-events';

export interface RedemptionEventRow {
  micros: string;
  row_id: string;
  token: string;
  type: TokenType;
  ticket_id: string | null;
  discord_role: string | null;
  role_name: string | null;
}

/**
 * The codes the member redeemed past the bound, newest first, with what each code is and the
 * role it gave (named by the guild catalog). `token_redemptions_user_idx` answers it.
 */
export function findRedemptionEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<RedemptionEventRow[]> {
  return queryRows<RedemptionEventRow>(
    db,
    sql`select ${eventMicros(sql`r.created_at`)} as micros, r.id::text as row_id, t.token, t.type,
        t.ticket_id::text as ticket_id, t.discord_role, dr.name as role_name
      from token_redemptions r
      join tokens t on t.id = r.token_id
      left join discord_roles dr on dr.id = t.discord_role
      where r.user_id = ${query.discordId}
        and ${olderThan('code', query.before, sql`r.created_at`, sql`r.id`)}
      order by r.created_at desc, r.id desc
      limit ${query.limit}`,
  );
}
