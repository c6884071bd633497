import { describe, expect, it } from 'vitest';
import type { Executor } from './client';
import { listReader, type FoundPage, type ListQuery } from './list-page';
import { DatabaseRuntime } from './runtime';

/** A database as `listReader` sees it: its runtime, no statement ever run. */
function database(): Executor {
  const db: { $runtime: DatabaseRuntime } = {
    $runtime: new DatabaseRuntime('pglite', () => {
      throw new Error('No statement runs here.');
    }),
  };
  return db as unknown as Executor;
}

interface Query extends ListQuery {
  kind?: string;
}

/**
 * A list whose reads give the rows `read` returns, versioned by a counter (`version`) or by
 * fingerprints (`fingerprint`, read before the page; each read's own is in its answer).
 */
function list(options: {
  read: (query: Query) => Promise<FoundPage<string>>;
  counter?: () => number;
  fingerprint?: () => string;
  size?: number;
}) {
  const { counter, fingerprint } = options;
  return listReader({
    name: 'test',
    read: (_db, query: Query) => options.read(query),
    present: (row: string) => row.toUpperCase(),
    keep: {
      version: counter
        ? { counter: async () => counter() }
        : { fingerprint: async () => fingerprint?.() ?? '' },
      key: (query) => query.kind ?? '',
      size: options.size ?? 10,
    },
  });
}

const first = { page: 1, limit: 5 };

describe('listReader', () => {
  it('shows the rows, and the cap when the count passed it', async () => {
    const read = listReader({
      name: 'capped',
      read: async () => ({ rows: ['a'], total: 201, countedUpTo: 200 }),
      present: (row: string) => `<${row}>`,
    });
    expect(await read(database(), first)).toEqual({
      items: ['<a>'],
      total: 200,
      capped: true,
      extra: undefined,
    });
    const exact = listReader({
      name: 'exact',
      read: async (_db, _query: ListQuery, range) => ({
        rows: [`${range.offset}+${range.limit}`],
        total: 200,
        countedUpTo: 200,
        extra: { retryable: 3 },
      }),
      present: (row: string) => row,
    });
    expect(await exact(database(), { page: 3, limit: 25 })).toEqual({
      items: ['50+25'],
      total: 200,
      capped: false,
      extra: { retryable: 3 },
    });
  });

  it('reads a page once per counter, kept under the counter read before it', async () => {
    let reads = 0;
    let version = 1;
    const read = list({
      counter: () => version,
      read: async () => ({ rows: [`page ${++reads}`], total: 1 }),
    });
    const db = database();
    expect((await read(db, first)).items).toEqual(['PAGE 1']);
    expect((await read(db, first)).items).toEqual(['PAGE 1']);
    version = 2;
    expect((await read(db, first)).items).toEqual(['PAGE 2']);
    expect((await read(db, first)).items).toEqual(['PAGE 2']);
    expect(reads).toBe(2);
  });

  it('keeps each filter, page, and database apart, and never a search', async () => {
    let reads = 0;
    const read = list({
      counter: () => 1,
      read: async (query) => ({ rows: [`${query.kind ?? ''} ${++reads}`], total: 1 }),
    });
    const [one, two] = [database(), database()];
    await read(one, { ...first, kind: 'a' });
    await read(one, { ...first, kind: 'b' });
    await read(one, { page: 2, limit: 5, kind: 'a' });
    await read(two, { ...first, kind: 'a' });
    expect(reads).toBe(4);
    expect((await read(one, { ...first, kind: 'a' })).items).toEqual(['A 1']);
    expect((await read(two, { ...first, kind: 'a' })).items).toEqual(['A 4']);
    await read(one, { ...first, kind: 'a', search: 'x' });
    await read(one, { ...first, kind: 'a', search: 'x' });
    expect(reads).toBe(6);
  });

  it('never replaces a page of a newer counter with an older one', async () => {
    let version = 1;
    let finishOld: (rows: string[]) => void = () => {};
    let reads = 0;
    const read = list({
      counter: () => version,
      read: async () => {
        reads += 1;
        if (reads === 1)
          return { rows: await new Promise<string[]>((r) => (finishOld = r)), total: 1 };
        return { rows: [`version ${version}`], total: 1 };
      },
    });
    const db = database();
    // A request that read counter 1 is still reading its page when one of counter 2 keeps its.
    const old = read(db, first);
    version = 2;
    await read(db, first);
    finishOld(['version 1']);
    expect((await old).items).toEqual(['VERSION 1']);
    expect((await read(db, first)).items).toEqual(['VERSION 2']);
    expect(reads).toBe(2);
  });

  it('keeps a fingerprinted page under the fingerprint its own read gives', async () => {
    let now = 'A';
    const answers: FoundPage<string>[] = [
      // The fingerprint was "A" before the request read the page, but a code was added in
      // between: the page holds it, and its own statement says "B".
      { rows: ['with the new code'], total: 1, fingerprint: 'B' },
      // The code is removed: the fingerprint is "A" again, and that page is not the kept one.
      { rows: ['without it'], total: 1, fingerprint: 'A' },
      { rows: ['read again'], total: 1, fingerprint: 'B' },
    ];
    const read = list({ fingerprint: () => now, read: async () => answers.shift()! });
    const db = database();
    expect((await read(db, first)).items).toEqual(['WITH THE NEW CODE']);
    expect((await read(db, first)).items).toEqual(['WITHOUT IT']);
    expect((await read(db, first)).items).toEqual(['WITHOUT IT']);
    now = 'B';
    expect((await read(db, first)).items).toEqual(['READ AGAIN']);
  });

  it('keeps nothing a read gives no fingerprint for', async () => {
    let reads = 0;
    const read = list({
      fingerprint: () => '',
      read: async () => ({ rows: [`read ${++reads}`], total: 0, fingerprint: null }),
    });
    const db = database();
    await read(db, first);
    await read(db, first);
    expect(reads).toBe(2);
  });

  it('keeps at most size pages, dropping the least recently used', async () => {
    let reads = 0;
    const read = list({
      counter: () => 1,
      size: 2,
      read: async (query) => ({ rows: [`${query.kind ?? ''} ${++reads}`], total: 1 }),
    });
    const db = database();
    const of = (kind: string) => read(db, { ...first, kind });
    await of('a');
    await of('b');
    await of('a'); // a used after b
    await of('c'); // drops b
    expect(reads).toBe(3);
    expect((await of('a')).items).toEqual(['A 1']);
    expect((await of('c')).items).toEqual(['C 3']);
    expect((await of('b')).items).toEqual(['B 4']);
  });

  it('reads every page when its database keeps none, and in a transaction', async () => {
    let reads = 0;
    const read = list({ counter: () => 1, read: async () => ({ rows: [`${++reads}`], total: 1 }) });
    const db = database();
    (db as unknown as { $runtime: DatabaseRuntime }).$runtime.keepPages = false;
    await read(db, first);
    await read(db, first);
    expect(reads).toBe(2);
    const transaction = {} as Executor;
    await read(transaction, first);
    await read(transaction, first);
    expect(reads).toBe(4);
  });
});
