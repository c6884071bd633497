import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

// What a backup reads of the database besides its dump: rows per table, to compare after a
// restore, and whether a database is empty before one.

/** Rows per table of the public schema, every table counted exactly. */
export async function countRowsPerTable(db: Executor): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number | string }>(
      db,
      sql`select count(*) as rows from ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.rows ?? 0);
  }
  return counts;
}

/** Game databases whose password is kept sealed under GAME_DB_KEY. */
export async function countSealedPasswords(db: Executor): Promise<number> {
  const [row] = await queryRows<{ sealed: number | string }>(
    db,
    sql`select count(*) as sealed from game_databases where password_sealed is not null`,
  );
  return Number(row?.sealed ?? 0);
}

/** Tables in the schemas the panel uses: none means the database is empty. */
export async function countPanelTables(db: Executor): Promise<number> {
  const [row] = await queryRows<{ tables: number | string }>(
    db,
    sql`select count(*) as tables from information_schema.tables
      where table_schema in ('public', 'drizzle')`,
  );
  return Number(row?.tables ?? 0);
}
