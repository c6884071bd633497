import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, queryRows, type DatabaseHandle } from './client';
import { isUniqueViolation } from './errors';
import { PgliteThread } from './pglite-thread';

let dataDir: string;
let thread: PgliteThread;
let handle: DatabaseHandle;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
  thread = await PgliteThread.start(dataDir);
  handle = fromPglite(thread);
  await handle.db.execute(
    sql`create table notes (id int primary key, body text, at timestamptz default now())`,
  );
}, 60_000);
afterAll(async () => {
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = async () =>
  Number(
    (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from notes`))[0]?.n,
  );

describe('PgliteThread', () => {
  it('runs drizzle queries, timestamps and parameters included', async () => {
    await handle.db.execute(sql`insert into notes (id, body) values (${1}, ${'olá'})`);
    const rows = await queryRows<{ body: string; at: unknown }>(
      handle.db,
      sql`select body, at from notes where id = ${1}`,
    );
    expect(rows[0]?.body).toBe('olá');
    // drizzle asks for timestamps as text (it parses them itself): the thread keeps them so.
    expect(typeof rows[0]?.at).toBe('string');
  });

  it('commits a transaction, rolls one back, and keeps others out while one is open', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (2, 'dois')`);
    });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (3, 'três')`);
        await gate;
        throw new Error('desfeita');
      })
      .catch((error: unknown) => (error as Error).message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A statement from outside waits for the transaction, and never sees its rows.
    const outside = count();
    release();
    expect(await failing).toBe('desfeita');
    expect(await outside).toBe(2);
    expect(await count()).toBe(2);
  });

  it("keeps PostgreSQL's error fields across the thread", async () => {
    const error = await handle.db
      .execute(sql`insert into notes (id, body) values (1, 'de novo')`)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'notes_pkey')).toBe(true);
    expect(isUniqueViolation(error, 'other_index')).toBe(false);
  });

  it('delivers notifications on commit', async () => {
    const heard: string[] = [];
    const listener = await handle.listen('notes_channel', {
      onMessage: (payload) => heard.push(payload),
      onListening: () => undefined,
    });
    await handle.db.execute(sql`select pg_notify('notes_channel', 'oi')`);
    await expect.poll(() => heard).toEqual(['oi']);
    await listener.close();
  });

  it('leaves the main thread free while a long statement runs', async () => {
    // The longest gap between ticks of a 5 ms timer while the statement runs.
    let last = performance.now();
    let longestGap = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    await queryRows(
      handle.db,
      sql`select count(*) from generate_series(1, 3000000) as g where g % 7 = 0`,
    );
    const took = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticks);
    // In this thread the statement would hold the loop for all of `took`.
    expect(took).toBeGreaterThan(150);
    expect(longestGap).toBeLessThan(Math.min(100, took / 2));
  });

  it('keeps the data in its directory across restarts', async () => {
    await handle.close();
    thread = await PgliteThread.start(dataDir);
    handle = fromPglite(thread);
    expect(await count()).toBe(2);
  }, 60_000);
});
