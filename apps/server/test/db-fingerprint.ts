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

/**
 * A cheap stand-in for `databaseFingerprint` between two requests: every row written (inserted,
 * updated, even to the same values, or deleted) into a table the fingerprint reads, and every
 * truncation, is counted by a trigger, and the tables' columns are listed. An unchanged stamp
 * means no row of those tables was touched and none was added or altered, so the fingerprint is
 * unchanged too; a changed stamp says nothing, and the fingerprint is computed to know.
 * Installs the triggers (a schema of its own, outside `public`) on a database of the test's own.
 */
export async function watchWrites(db: Executor): Promise<() => Promise<string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const statements = [
    'create schema write_watch',
    'create table write_watch.writes (n bigint not null)',
    'insert into write_watch.writes values (0)',
    `create function write_watch.count() returns trigger language plpgsql as $$
       begin update write_watch.writes set n = n + 1; return null; end $$`,
    ...tables
      .filter(({ name }) => !mayChange.has(name))
      .flatMap(({ name }) => [
        `create trigger write_watch_rows after insert or update or delete on "${name}"
           for each row execute function write_watch.count()`,
        `create trigger write_watch_truncate after truncate on "${name}"
           for each statement execute function write_watch.count()`,
      ]),
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  return async () => {
    const [row] = await queryRows<{ writes: string; columns: string | null }>(
      db,
      sql`select (select n from write_watch.writes)::text as writes,
            (select md5(string_agg(c.oid::text || c.relname || c.relkind::text || ':' ||
                                   coalesce(a.attname || ' ' || a.atttypid::text, ''),
                                   ',' order by c.oid, a.attnum))
               from pg_class c
               left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
              where c.relnamespace = 'public'::regnamespace) as columns`,
    );
    return `${row?.writes ?? ''}|${row?.columns ?? ''}`;
  };
}
