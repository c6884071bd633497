import { describe, expect, it } from 'vitest';
import { Batches } from './batches';

/** A statement that runs until released, recording the batches it was given. */
function held() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => releases.push(resolve));
    if (items.includes(-1)) throw new Error('statement failed');
    return items.map((item) => item * 10);
  };
  return { batches, releases, run };
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('Batches', () => {
  it('runs a lone item at once and groups those that arrive while a statement runs', async () => {
    const statement = held();
    const batches = new Batches(statement.run, { maxBatch: 3, lanes: 1 });
    const first = batches.add(1);
    await until(() => statement.batches.length === 1);
    const rest = [2, 3, 4, 5].map((item) => batches.add(item));
    expect(statement.batches).toEqual([[1]]);
    statement.releases.shift()?.();
    expect(await first).toBe(10);
    await until(() => statement.batches.length === 2);
    expect(statement.batches[1]).toEqual([2, 3, 4]);
    statement.releases.shift()?.();
    await until(() => statement.batches.length === 3);
    expect(statement.batches[2]).toEqual([5]);
    statement.releases.shift()?.();
    expect(await Promise.all(rest)).toEqual([20, 30, 40, 50]);
  });

  it('runs up to `lanes` statements side by side', async () => {
    const statement = held();
    const batches = new Batches(statement.run, { maxBatch: 10, lanes: 2 });
    const answers = [batches.add(1), batches.add(2), batches.add(3), batches.add(4)];
    await until(() => statement.batches.length === 2);
    expect(statement.batches).toEqual([[1], [2]]);
    statement.releases.shift()?.();
    await until(() => statement.batches.length === 3);
    expect(statement.batches[2]).toEqual([3, 4]);
    statement.releases.forEach((release) => release());
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40]);
  });

  it('rejects every item of a failed statement, and goes on with the next', async () => {
    const statement = held();
    const batches = new Batches(statement.run, { maxBatch: 10, lanes: 1 });
    const lone = batches.add(7);
    await until(() => statement.batches.length === 1);
    const failing = [batches.add(-1), batches.add(2)];
    statement.releases.shift()?.();
    await lone;
    await until(() => statement.batches.length === 2);
    statement.releases.shift()?.();
    await expect(failing[0]).rejects.toThrow('statement failed');
    await expect(failing[1]).rejects.toThrow('statement failed');
    const after = batches.add(3);
    await until(() => statement.batches.length === 3);
    statement.releases.shift()?.();
    expect(await after).toBe(30);
  });
});
