import { defaultCallRules, type CallRules } from '@panel/contract/api/calls';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** The rules, their row locked until the transaction ends (made with the defaults if missing). */
export async function lockCallRules(tx: Executor): Promise<CallRules> {
  await tx.execute(sql`insert into call_rules (id) values (1) on conflict do nothing`);
  const [row] = await queryRows<{
    count_alone: boolean;
    count_afk: boolean;
    count_self_deaf: boolean;
  }>(
    tx,
    sql`select count_alone, count_afk, count_self_deaf from call_rules where id = 1 for update`,
  );
  return row
    ? { countAlone: row.count_alone, countAfk: row.count_afk, countSelfDeaf: row.count_self_deaf }
    : defaultCallRules;
}
