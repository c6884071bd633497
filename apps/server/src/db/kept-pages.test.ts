import { describe, expect, it } from 'vitest';
import type { Executor } from './client';
import { keptPages } from './kept-pages';

const database = () => ({}) as Executor;

describe('keptPages', () => {
  it('reads a page once per version', async () => {
    const pages = keptPages<string>({ size: 10 });
    const db = database();
    let reads = 0;
    const read = async () => `page ${++reads}`;
    expect(await pages(db, 'a', 1, read)).toBe('page 1');
    expect(await pages(db, 'a', 1, read)).toBe('page 1');
    expect(await pages(db, 'a', 2, read)).toBe('page 2');
    expect(await pages(db, 'a', 2, read)).toBe('page 2');
    expect(reads).toBe(2);
  });

  it('keeps each key, and each database, apart', async () => {
    const pages = keptPages<string>({ size: 10 });
    const [one, two] = [database(), database()];
    await pages(one, 'a', 1, async () => 'one a');
    await pages(one, 'b', 1, async () => 'one b');
    await pages(two, 'a', 1, async () => 'two a');
    const never = async () => 'read again';
    expect(await pages(one, 'a', 1, never)).toBe('one a');
    expect(await pages(one, 'b', 1, never)).toBe('one b');
    expect(await pages(two, 'a', 1, never)).toBe('two a');
  });

  it('never replaces a page of a newer version with an older one', async () => {
    const pages = keptPages<string>({ size: 10 });
    const db = database();
    let finishOld: (page: string) => void = () => {};
    // A request that read version 1 is still reading its page when one of version 2 keeps its.
    const old = pages(db, 'a', 1, () => new Promise((resolve) => (finishOld = resolve)));
    await pages(db, 'a', 2, async () => 'version 2');
    finishOld('version 1');
    expect(await old).toBe('version 1');
    expect(await pages(db, 'a', 2, async () => 'read again')).toBe('version 2');
  });

  it('keeps at most size pages, dropping the least recently used', async () => {
    const pages = keptPages<string>({ size: 2 });
    const db = database();
    await pages(db, 'a', 1, async () => 'a');
    await pages(db, 'b', 1, async () => 'b');
    await pages(db, 'a', 1, async () => 'read again'); // a used after b
    await pages(db, 'c', 1, async () => 'c'); // drops b
    expect(await pages(db, 'a', 1, async () => 'read again')).toBe('a');
    expect(await pages(db, 'c', 1, async () => 'read again')).toBe('c');
    expect(await pages(db, 'b', 1, async () => 'b again')).toBe('b again');
  });
});
