import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../src/db/client';

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

/**
 * One hash of every row of every other table (of every table with `all`): equal before and
 * after means nothing changed.
 */
export async function databaseFingerprint(
  db: Executor,
  options: { all?: boolean } = {},
): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  // One statement for all the tables: a round trip per table made this the suite's slowest part.
  const parts = tables
    .filter(({ name }) => options.all || !mayChange.has(name))
    .map(
      ({ name }) =>
        `select '${name}' as name, md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as hash from "${name}" t`,
    );
  const rows = await queryRows<{ name: string; hash: string | null }>(
    db,
    sql.raw(parts.join(' union all ')),
  );
  return rows
    .map((row) => `${row.name}:${row.hash ?? ''}`)
    .sort()
    .join('|');
}
