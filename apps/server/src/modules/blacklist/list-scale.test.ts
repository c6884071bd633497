import type { BlacklistEntry, BlacklistList } from '@panel/contract/api/blacklist';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postEntry } from '../../../test/blacklist-form';
import { useTestApp } from '../../../test/use-test-app';
import { queryRows } from '../../db/client';
import { blacklistEntries } from '../../db/schema/blacklist';
import { entrySearchCountCap } from './repository/entry-search';
import { urlOf } from '../../../test/api';

const s = useTestApp({ signIn: ['administrador'] });

const db = () => s.t.database.db;

const list = async (query: string) => {
  const response = await s.call('GET', `${urlOf('listBlacklist')}${query}`, s.as.administrador);
  expect(response.statusCode).toBe(200);
  return response.json<BlacklistList>();
};

/** The trigger-kept counters, and the same counted from the table. */
async function counters() {
  const kept = await queryRows<{ type: string; total: string | number }>(
    db(),
    sql`select type, total from blacklist_counts where total <> 0 order by type`,
  );
  const counted = await queryRows<{ type: string; total: string | number }>(
    db(),
    sql`select type, count(*) as total from blacklist_entries where removed_at is null
      group by type order by type`,
  );
  const shape = (rows: typeof kept) => rows.map((row) => [row.type, Number(row.total)]);
  return { kept: shape(kept), counted: shape(counted) };
}

/** Active entries (not removed, not expired) of a type, counted from the table. */
async function activeCount(type?: 'player' | 'server'): Promise<number> {
  const [row] = await queryRows<{ total: string | number }>(
    db(),
    sql`select count(*) as total from blacklist_entries
      where removed_at is null and (expires_at is null or expires_at > now())
      ${type ? sql`and type = ${type}` : sql``}`,
  );
  return Number(row?.total ?? 0);
}

async function expectCountsRight() {
  const { kept, counted } = await counters();
  expect(kept).toEqual(counted);
  expect((await list('')).total).toBe(await activeCount());
  expect((await list('?type=player')).total).toBe(await activeCount('player'));
  expect((await list('?type=server')).total).toBe(await activeCount('server'));
}

/** `count` entries named `${prefix} ${n}` straight into the table, added `minutesAgo`. */
async function insertEntries(count: number, prefix: string, minutesAgo: number) {
  await db().execute(sql`
    insert into blacklist_entries (type, target, reason, discord_username, added_by_name,
      created_at)
    select 'player', (730000000000000000 + ${minutesAgo * 10000} + g)::text, 'Teste de escala.',
      ${prefix} || ' ' || (g - 1), 'Ana Souza',
      now() - make_interval(mins => ${minutesAgo}) + g * interval '1 millisecond'
    from generate_series(1, ${count}) as g`);
}

describe('totals kept by the database', () => {
  it('stay equal to the table after adds, removals, expiries and deletes', async () => {
    await expectCountsRight();
    for (const [type, target] of [
      ['player', '731000000000000001'],
      ['player', '731000000000000002'],
      ['server', '731000000000000003'],
    ] as const) {
      const response = await postEntry(s.t, s.as.administrador, {
        type,
        target,
        reason: 'Trapaça em evento.',
      });
      expect(response.statusCode).toBe(201);
    }
    await expectCountsRight();

    const [added] = await db()
      .select()
      .from(blacklistEntries)
      .where(eq(blacklistEntries.target, '731000000000000001'));
    const removed = await s.call('removeBlacklist', s.as.administrador, {
      params: { id: added?.id ?? 0 },
      body: {
        reason: 'Revisão da equipe.',
      },
    });
    expect(removed.statusCode).toBe(204);
    await expectCountsRight();

    // Past its expiry, not lifted yet by the worker: not in the list nor in its total.
    await db()
      .update(blacklistEntries)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(blacklistEntries.target, '731000000000000002'));
    await expectCountsRight();

    await insertEntries(5, 'Lote', 500);
    await db()
      .update(blacklistEntries)
      .set({ type: 'server' })
      .where(eq(blacklistEntries.discordUsername, 'Lote 0'));
    await expectCountsRight();

    await db()
      .delete(blacklistEntries)
      .where(inArray(blacklistEntries.target, ['731000000000000001', '731000000000000003']));
    await db()
      .delete(blacklistEntries)
      .where(sql`${blacklistEntries.discordUsername} like 'Lote%'`);
    await expectCountsRight();
  });
});

describe('searches at scale', () => {
  const names = (entries: BlacklistEntry[]) => entries.map((entry) => entry.discordUsername);

  it('counts up to the cap past the page, newest first, and pages on', async () => {
    await insertEntries(entrySearchCountCap + 30, 'Zuleica Ampla', 100);
    const first = await list('?search=zuleica');
    expect(first.total).toBe(entrySearchCountCap);
    expect(names(first.data)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Zuleica Ampla ${entrySearchCountCap + 29 - i}`),
    );
    const third = await list('?search=zuleica&page=3');
    expect(third.total).toBe(20 + entrySearchCountCap);
    expect(names(third.data)[0]).toBe(`Zuleica Ampla ${entrySearchCountCap + 9}`);
    // Past the last match: the total is exact again, and the page empty.
    const past = await list('?search=zuleica&page=30');
    expect(past).toEqual({ data: [], total: entrySearchCountCap + 30 });
    // Several words, looked up by their words, page and count the same way.
    expect(await list('?search=zuleica%20amp')).toEqual(first);
    expect(await list('?search=zuleica%20amp&page=3')).toEqual(third);
  });

  it('finds many old matches behind newer entries', async () => {
    await insertEntries(entrySearchCountCap + 5, 'Antiga Kwyxena', 900);
    await insertEntries(2100, 'Recente', 800);
    const found = await list('?search=kwyxena');
    expect(found.total).toBe(entrySearchCountCap);
    expect(names(found.data)[0]).toBe(`Antiga Kwyxena ${entrySearchCountCap + 4}`);
    expect(names(found.data)).toHaveLength(10);
    expect(await list('?search=antiga%20kwyx')).toEqual(found);
  });

  it('finds a name many catalog members have, and a short text', async () => {
    await db().execute(sql`
      insert into discord_members (user_id, username, global_name)
      select (732000000000000000 + g)::text, 'membro' || g, 'Wanderlei Popular ' || g
      from generate_series(1, 1100) as g`);
    for (const n of [1, 2, 3]) {
      const target = String(732000000000000000n + BigInt(n));
      expect(
        (await postEntry(s.t, s.as.administrador, { type: 'player', target, reason: 'Teste.' }))
          .statusCode,
      ).toBe(201);
    }
    const found = await list('?search=wanderlei');
    expect(found.total).toBe(3);
    expect(found.data.map((entry) => entry.target)).toEqual([
      '732000000000000003',
      '732000000000000002',
      '732000000000000001',
    ]);
    expect((await list('?search=wanderlei&type=server')).total).toBe(0);
    expect(await list('?search=wanderlei%20pop')).toEqual(found);
    const short = await list('?search=wy');
    expect(short.total).toBe(entrySearchCountCap);
    expect(names(short.data)[0]).toBe(`Antiga Kwyxena ${entrySearchCountCap + 4}`);
  });

  it('finds a whole Discord id exactly', async () => {
    const found = await list('?search=730000000009000001');
    expect(found.total).toBe(1);
    expect(names(found.data)).toEqual(['Antiga Kwyxena 0']);
  });
});
