import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A contract file longer than this is split by sub-area (`store-products.ts`, `store-purchases.ts`). */
const maxLines = 250;

describe('contract files', () => {
  it(`have at most ${maxLines} lines each`, () => {
    const root = import.meta.dirname;
    const long = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => {
        const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
        // A final newline ends the last line; it starts no new one.
        if (lines.at(-1) === '') lines.pop();
        return { file, lines: lines.length };
      })
      .filter(({ lines }) => lines > maxLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
