import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client';

/**
 * Tables a refused request may still write: the audit log (refusals are audited) and what
 * reading with a session touches. Everything else must stay as it was.
 */
const mayChange = new Set([
  'audit_log',
  'audit_counts',
  'sessions',
  'health_probes',
  'oauth_states',
  'redeem_failures',
]);

/** One hash of every row of every other table: equal before and after means nothing changed. */
export async function databaseFingerprint(db: Database): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    if (mayChange.has(name)) continue;
    const [row] = await queryRows<{ hash: string | null }>(
      db,
      sql.raw(
        `select md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as hash from "${name}" t`,
      ),
    );
    parts.push(`${name}:${row?.hash ?? ''}`);
  }
  return parts.join('|');
}
