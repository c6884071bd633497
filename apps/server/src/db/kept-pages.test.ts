import { describe, expect, it } from 'vitest';
import type { Executor } from './client';
import { keepListPages, keptPages, type PageVersion } from './kept-pages';

const database = () => ({}) as Executor;
/** A read that gives `page`, to keep under `version`. */
const reading = (page: string, version: PageVersion | null) => async () => ({ page, version });

describe('keptPages', () => {
  it('reads a page once per counter, kept under the counter read before it', async () => {
    const pages = keptPages<string>({ size: 10 });
    const db = database();
    let reads = 0;
    const read = (version: number) => async () => ({ page: `page ${++reads}`, version });
    expect(await pages(db, 'a', 1, read(1))).toBe('page 1');
    expect(await pages(db, 'a', 1, read(1))).toBe('page 1');
    expect(await pages(db, 'a', 2, read(2))).toBe('page 2');
    expect(await pages(db, 'a', 2, read(2))).toBe('page 2');
    expect(reads).toBe(2);
  });

  it('keeps each key, and each database, apart', async () => {
    const pages = keptPages<string>({ size: 10 });
    const [one, two] = [database(), database()];
    await pages(one, 'a', 1, reading('one a', 1));
    await pages(one, 'b', 1, reading('one b', 1));
    await pages(two, 'a', 1, reading('two a', 1));
    const never = reading('read again', 1);
    expect(await pages(one, 'a', 1, never)).toBe('one a');
    expect(await pages(one, 'b', 1, never)).toBe('one b');
    expect(await pages(two, 'a', 1, never)).toBe('two a');
  });

  it('never replaces a page of a newer counter with an older one', async () => {
    const pages = keptPages<string>({ size: 10 });
    const db = database();
    let finishOld: (page: string) => void = () => {};
    // A request that read counter 1 is still reading its page when one of counter 2 keeps its.
    const old = pages(db, 'a', 1, async () => ({
      page: await new Promise<string>((resolve) => (finishOld = resolve)),
      version: 1,
    }));
    await pages(db, 'a', 2, reading('version 2', 2));
    finishOld('version 1');
    expect(await old).toBe('version 1');
    expect(await pages(db, 'a', 2, reading('read again', 2))).toBe('version 2');
  });

  it('keeps a fingerprinted page under the fingerprint its own read gives', async () => {
    const pages = keptPages<string>({ size: 10 });
    const db = database();
    // The fingerprint was "A" before the request read the page, but a code was added in between:
    // the page holds it, and its own statement says "B".
    expect(await pages(db, 'a', 'A', reading('with the new code', 'B'))).toBe('with the new code');
    // The code is removed: the fingerprint is "A" again, and that page is not the kept one.
    expect(await pages(db, 'a', 'A', reading('without it', 'A'))).toBe('without it');
    expect(await pages(db, 'a', 'A', reading('read again', 'A'))).toBe('without it');
    expect(await pages(db, 'a', 'B', reading('read again', 'B'))).toBe('read again');
  });

  it('keeps nothing a read gives no version for', async () => {
    const pages = keptPages<string>({ size: 10 });
    const db = database();
    expect(await pages(db, 'a', '', reading('empty', null))).toBe('empty');
    expect(await pages(db, 'a', '', reading('read again', null))).toBe('read again');
  });

  it('keeps at most size pages, dropping the least recently used', async () => {
    const pages = keptPages<string>({ size: 2 });
    const db = database();
    await pages(db, 'a', 1, reading('a', 1));
    await pages(db, 'b', 1, reading('b', 1));
    await pages(db, 'a', 1, reading('read again', 1)); // a used after b
    await pages(db, 'c', 1, reading('c', 1)); // drops b
    expect(await pages(db, 'a', 1, reading('read again', 1))).toBe('a');
    expect(await pages(db, 'c', 1, reading('read again', 1))).toBe('c');
    expect(await pages(db, 'b', 1, reading('b again', 1))).toBe('b again');
  });

  it('reads every page when keeping is off', async () => {
    const pages = keptPages<number>({ size: 10 });
    const db = database();
    let reads = 0;
    const read = async () => ({ page: ++reads, version: 1 });
    keepListPages(false);
    try {
      await pages(db, 'a', 1, read);
      await pages(db, 'a', 1, read);
      expect(reads).toBe(2);
    } finally {
      keepListPages(true);
    }
    await pages(db, 'a', 1, read);
    await pages(db, 'a', 1, read);
    expect(reads).toBe(3);
  });
});
