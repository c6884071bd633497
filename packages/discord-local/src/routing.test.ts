import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

describe('the routes of the local Discord', () => {
  it('are all declared through localRoute (routing.ts): REST, control, OAuth and pages', () => {
    // A Fastify instance's own route methods; standalone.ts composes a process (its favicon is
    // no route of the local Discord).
    const exempt = new Set(['routing.ts', 'standalone.ts']);
    const direct = readdirSync(srcDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !exempt.has(file))
      .flatMap((file) =>
        [
          ...readFileSync(join(srcDir, file), 'utf8').matchAll(
            /\b(app|scope|fastify|instance)\.(get|post|put|patch|delete|route)\(/g,
          ),
        ].map((match) => `${file}: ${match[0]}`),
      );
    expect(direct).toEqual([]);
  });
});
