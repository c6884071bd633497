import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Rule (docs/decisions/2026-12-03-local-discord-package.md, docs/architecture.md "Discord"):
 * the local Discord is the package `@panel/discord-local`; the server depends on it only where
 * demo mode and the tests are composed. Server code reaches it through `src/demo/`, which the
 * composition (`server.ts`) loads with `import()` only when no `DISCORD_*` setting is given.
 */
const rule =
  'Local Discord rule: only demo and test composition (apps/server/src/demo/, tests, test/, bench/) ' +
  'may import @panel/discord-local, and server.ts loads src/demo/ (the local Discord, the demo data) with import() only ' +
  '(docs/decisions/2026-12-03-local-discord-package.md, docs/architecture.md#discord).';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const srcDir = join(serverDir, 'src');
const packageDir = resolve(serverDir, '../../packages/discord-local');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : tsFiles(path);
    return /\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static and type imports, re-exports, `import()` and `require()`. */
function specifiersOf(text: string): { specifier: string; dynamic: boolean }[] {
  const found = [...text.matchAll(/\b(?:from|import)\s*'([^']+)'/g)].map((match) => ({
    specifier: match[1] ?? '',
    dynamic: false,
  }));
  const dynamic = [...text.matchAll(/\b(?:import|require)\(\s*'([^']+)'\s*\)/g)].map((match) => ({
    specifier: match[1] ?? '',
    dynamic: true,
  }));
  return [...found, ...dynamic];
}

const isTestFile = (path: string) => /\.test\.ts$/.test(path);
const isDemo = (path: string) => relative(srcDir, path).startsWith('demo/');

describe('the local Discord package', () => {
  it('is imported by no server code outside demo and test composition', () => {
    const offending = tsFiles(srcDir)
      .filter((file) => !isTestFile(file) && !isDemo(file))
      .flatMap((file) =>
        specifiersOf(readFileSync(file, 'utf8'))
          .filter(({ specifier }) => specifier.startsWith('@panel/discord-local'))
          .map(({ specifier }) => `${relative(serverDir, file)} imports ${specifier}`),
      );
    expect(offending, rule).toEqual([]);
  });

  it('is reached from the composition only through dynamic imports of src/demo', () => {
    const demoDir = join(srcDir, 'demo');
    const staticEntries = tsFiles(srcDir)
      .filter((file) => !isTestFile(file) && !isDemo(file))
      .flatMap((file) =>
        specifiersOf(readFileSync(file, 'utf8'))
          .filter(({ specifier, dynamic }) => {
            if (dynamic || !specifier.startsWith('.')) return false;
            return resolve(dirname(file), specifier).startsWith(demoDir);
          })
          .map(({ specifier }) => `${relative(serverDir, file)} imports ${specifier} statically`),
      );
    expect(staticEntries, rule).toEqual([]);
    const server = readFileSync(join(srcDir, 'server.ts'), 'utf8');
    expect(specifiersOf(server)).toEqual(
      expect.arrayContaining([
        { specifier: './demo/local-discord', dynamic: true },
        { specifier: './demo/demo', dynamic: true },
      ]),
    );
  });

  it('does not import the server', () => {
    const serverImports = tsFiles(packageDir).flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8'))
        .filter(({ specifier }) => {
          if (specifier.startsWith('@panel/server') || specifier.startsWith('@panel/web'))
            return true;
          if (!specifier.startsWith('.')) return false;
          return relative(packageDir, resolve(dirname(file), specifier)).startsWith('..');
        })
        .map(({ specifier }) => `${relative(packageDir, file)} imports ${specifier}`),
    );
    expect(serverImports, rule).toEqual([]);
  });
});
