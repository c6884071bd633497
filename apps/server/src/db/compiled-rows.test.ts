import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import type { DatabaseHandle } from './client';
import { compileRowMapper, withCompiledRows } from './compiled-rows';
import { preparedFor } from './prepared';
import { applications } from './schema/applications';
import { users } from './schema/users';

/** The mapper drizzle's prepared query holds (private in its types). */
function mapperOf(query: unknown): unknown {
  return (query as { customResultMapper?: unknown }).customResultMapper;
}

describe('rows built by a compiled mapper', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    await db.insert(users).values([
      { id: '300000000000000001', username: 'Bia' },
      { id: '300000000000000002', username: 'Caio' },
    ]);
    await db.insert(applications).values([
      {
        form: 'whitelist' as const,
        userId: '300000000000000001',
        username: 'Bia',
        answers: [{ questionId: '4', question: 'Por quê?', answer: 'Gosto de "RP"' }],
        identity: { discordUsername: 'bia', walletAddress: '0xabc', socialMedia: null },
        createdAt: new Date('2026-11-20T10:11:12.345Z'),
      },
      {
        form: 'whitelist' as const,
        userId: '300000000000000002',
        username: 'Caio',
        answers: [],
        status: 'rejected' as const,
        decidedAt: new Date('2026-11-21T00:00:00.001Z'),
        decidedByName: 'Ana',
        decisionReason: 'Incompleta',
      },
    ]);
  });
  afterAll(async () => {
    await handle.close();
  });

  function pageQuery(name: string) {
    const { db } = handle;
    return db
      .select({
        entry: applications,
        total: sql<number>`(${db.select({ total: count() }).from(applications)})`,
        shout: sql<string>`upper(${applications.username})`.as('shout'),
      })
      .from(applications)
      .orderBy(applications.id)
      .prepare(name);
  }

  it("still finds in drizzle's prepared query the private members it reads and sets", async () => {
    // `withCompiledRows` reads `fields` and `joinsNotNullableMap` and sets `customResultMapper`,
    // none of them in drizzle's types: a drizzle that renames or stops honouring them fails here.
    const query = pageQuery('private_members_page') as unknown as {
      fields?: { path: string[]; field: unknown }[];
      joinsNotNullableMap?: Record<string, boolean>;
      customResultMapper?: (rows: unknown[][]) => unknown[];
      execute(): Promise<unknown[]>;
    };
    expect(query.fields?.map(({ path }) => path.join('.'))).toContain('entry.username');
    expect(query.fields?.map(({ path }) => path.join('.'))).toContain('total');
    expect('joinsNotNullableMap' in query).toBe(true);
    expect(query.customResultMapper).toBeUndefined();
    query.customResultMapper = (rows) => rows.map((row) => ({ columns: row.length }));
    const columns = Object.keys(getTableColumns(applications)).length + 2;
    expect(await query.execute()).toEqual([{ columns }, { columns }]);
  });

  it('builds the same rows as drizzle: nested objects, dates, JSON, nulls, numbers', async () => {
    const compiled = withCompiledRows(pageQuery('compiled_rows_page'));
    expect(mapperOf(compiled)).toBeTypeOf('function');
    const expected = await pageQuery('drizzle_rows_page').execute();
    const rows = await compiled.execute();
    expect(rows).toEqual(expected);
    const [first, second] = rows;
    expect(first?.entry.createdAt).toEqual(new Date('2026-11-20T10:11:12.345Z'));
    expect(first?.entry.identity).toEqual({
      discordUsername: 'bia',
      walletAddress: '0xabc',
      socialMedia: null,
    });
    expect(first?.entry.answers).toEqual([
      { questionId: '4', question: 'Por quê?', answer: 'Gosto de "RP"' },
    ]);
    expect(first?.entry.decidedAt).toBeNull();
    expect(second?.entry.decidedAt).toEqual(new Date('2026-11-21T00:00:00.001Z'));
    expect(first?.shout).toBe('BIA');
    expect(Number(first?.total)).toBe(2);
    expect(Object.keys(first ?? {})).toEqual(['entry', 'total', 'shout']);
    expect(Object.keys(first?.entry ?? {})).toEqual(Object.keys(getTableColumns(applications)));
  });

  it('is what the hot reads of preparedFor use', async () => {
    const page = preparedFor((db) =>
      db.select({ entry: users }).from(users).orderBy(users.id).prepare('compiled_rows_users'),
    );
    const query = page(handle.db);
    expect(mapperOf(query)).toBeTypeOf('function');
    expect((await query.execute()).map((row) => row.entry.username)).toEqual(['Bia', 'Caio']);
  });

  it('leaves a query with an outer join to drizzle, which turns a missing side into null', async () => {
    const { db } = handle;
    const joined = () =>
      db
        .select({ user: users, entry: applications })
        .from(users)
        .leftJoin(applications, eq(applications.userId, sql`'nobody'`))
        .orderBy(users.id);
    const kept = withCompiledRows(joined().prepare('left_join_rows'));
    expect(mapperOf(kept)).toBeUndefined();
    const rows = await kept.execute();
    expect(rows.map((row) => [row.user.username, row.entry])).toEqual([
      ['Bia', null],
      ['Caio', null],
    ]);
  });

  it('writes keys as string literals, whatever they are', () => {
    const decoder = { mapFromDriverValue: (value: unknown) => `<${String(value)}>` };
    const map = compileRowMapper([
      { path: ['a"b', "c'); throw 1; ('"], field: sql`x`.mapWith(decoder) },
      { path: ['plain'], field: sql`y` },
    ]);
    expect(map([['v', null]])).toEqual([{ 'a"b': { "c'); throw 1; ('": '<v>' }, plain: null }]);
  });
});
