import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../../test/test-database';
import { findApplicationPage } from '../modules/applications/repository/search';
import { preparedExecutor, queryRows, type DatabaseHandle } from './client';
import { inlineConstant, plannedOnce } from './prepared';

describe.skipIf(testDatabaseKind !== 'postgres')('prepared reads on PostgreSQL', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('plan a hot page once per connection and keep its generic plan', async () => {
    // One request after another: the pool opens one connection and reuses it.
    for (let run = 0; run < 8; run++) {
      await findApplicationPage(
        handle.db,
        'whitelist',
        { status: 'pending' },
        { offset: 0, limit: 20 },
      );
    }
    const plans = await queryRows<{ generic_plans: string; custom_plans: string }>(
      preparedExecutor(handle.db),
      sql`select generic_plans, custom_plans from pg_prepared_statements
        where name = 'applications_page_pending'`,
    );
    // Left to PostgreSQL, the first five runs are custom plans, and the later ones too while
    // the generic plan's price (`LIMIT $n` read as a tenth of the table) looks higher.
    expect(plans.map((row) => [Number(row.generic_plans), Number(row.custom_plans)])).toEqual([
      [8, 0],
    ]);
  });

  it('leave other statements to choose their plan', async () => {
    const [setting] = await queryRows<{ plan_cache_mode: string }>(
      handle.db,
      sql`show plan_cache_mode`,
    );
    expect(setting?.plan_cache_mode).toBe('auto');
  });
});

describe('a statement planned once', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('is prepared on first use and run again from then on', async () => {
    const read = plannedOnce<{ answer: number; said: string }>('test_planned_once', (db) =>
      db
        .select({
          answer: sql<number>`${inlineConstant(41)} + 1`.as('answer'),
          said: sql<string>`${inlineConstant("d'água")}`.as('said'),
        })
        .from(sql`(values (1)) as one (x)`),
    );
    for (let run = 0; run < 3; run++) {
      expect(await read(handle.db)).toEqual([{ answer: 42, said: "d'água" }]);
    }
    const statements = await queryRows<{ name: string }>(
      preparedExecutor(handle.db),
      sql`select name from pg_prepared_statements where name = 'test_planned_once'`,
    );
    expect(statements).toEqual([{ name: 'test_planned_once' }]);
  });

  it('takes page numbers and closed-set texts as values, planned once', async () => {
    const read = plannedOnce<{ status: string; total: number }>('test_planned_values', (db) =>
      db
        .select({
          status: sql<string>`${sql.placeholder('status')}::text`.as('status'),
          total:
            sql<number>`${sql.placeholder('limit')}::int + ${sql.placeholder('offset')}::int`.as(
              'total',
            ),
        })
        .from(sql`(values (1)) as one (x)`),
    );
    for (let run = 0; run < 3; run++) {
      expect(await read(handle.db, { status: 'report_user', limit: 20, offset: run })).toEqual([
        { status: 'report_user', total: 20 + run },
      ]);
    }
    // Inside a transaction, the plain statement with the same values.
    await handle.db.transaction(async (tx) => {
      expect(await read(tx, { status: 'pending', limit: 1, offset: 1 })).toEqual([
        { status: 'pending', total: 2 },
      ]);
    });
  });

  it.skipIf(testDatabaseKind !== 'pglite')(
    'refuses a text that could end its literal',
    async () => {
      const read = plannedOnce('test_planned_text', (db) =>
        db
          .select({ value: sql`${sql.placeholder('value')}::text`.as('value') })
          .from(sql`(values (1)) as one (x)`),
      );
      await expect(read(handle.db, { value: "x' or 'a" })).rejects.toThrow('not a value');
      await expect(read(handle.db, { value: 1.5 })).rejects.toThrow('not a value');
    },
  );

  it.skipIf(testDatabaseKind !== 'pglite')('refuses a value it would have to bind', async () => {
    const read = plannedOnce('test_with_value', (db) =>
      db.select({ value: sql`${'x'}`.as('value') }).from(sql`(values (1)) as one (x)`),
    );
    await expect(read(handle.db)).rejects.toThrow('test_with_value has values');
  });
});
