import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The docs a newcomer reads first stay true where a machine can tell (docs/architecture.md,
// "Docs that stay true"): every file, module, migration and setting they name exists, and every
// module and setting that exists is named.
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const docs = [
  'README.md',
  'docs/architecture.md',
  'docs/glossary.md',
  'docs/performance.md',
  'docs/security.md',
  'apps/web/README.md',
].map((path) => ({ path, text: read(path) }));

/** Where a path a doc names may start: the docs name paths from the nearest familiar root. */
const roots = [
  '',
  'apps/server/src',
  'apps/server',
  'apps/web/src',
  'apps/web',
  'packages/contract/src',
  'packages/contract',
  'game',
  'apps/server/src/modules',
  'apps/web/src/features',
];
/** A path under one area (`api/decision-outcome.ts` beside "features/applications"). */
const areaDirs = ['apps/server/src/modules', 'apps/web/src/features'].flatMap((dir) =>
  readdirSync(join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(dir, entry.name)),
);
const fileName =
  /`((?:[\w.@-]+\/)*[\w.@-]+\.(?:ts|tsx|mjs|js|sh|lua|sql|md|json|cfg))(?:#[\w-]+)?`/g;

describe('docs', () => {
  it('name only files that exist', () => {
    const missing = docs.flatMap(({ path, text }) =>
      [...text.matchAll(fileName)]
        .map(([, name]) => name ?? '')
        // A bare name (`index.ts`, `routes.ts`) is a kind of file, not one file.
        .filter((name) => name.includes('/'))
        .filter((name) => !name.includes('<') && !name.includes('*'))
        .filter(
          (name) => ![...roots, ...areaDirs].some((root) => existsSync(join(repoRoot, root, name))),
        )
        .map((name) => `${path}: ${name}`),
    );
    expect(
      [...new Set(missing)],
      'a doc names a file that is not there (moved or renamed?): fix the doc',
    ).toEqual([]);
  });

  it('name every server module in the module map and the glossary, and no other', () => {
    const modules = readdirSync(join(repoRoot, 'apps/server/src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const architecture = read('docs/architecture.md');
    const map = architecture.slice(architecture.indexOf('## Module map'));
    const glossary = read('docs/glossary.md');
    const unnamed = modules.flatMap((name) => [
      ...(new RegExp(`^${name}\\s`, 'm').test(map) || new RegExp(`[\\s,]${name}[\\s,]`).test(map)
        ? []
        : [`docs/architecture.md (module map): ${name}`]),
      ...(glossary.includes(`\`${name}\``) ? [] : [`docs/glossary.md: ${name}`]),
    ]);
    expect(
      unnamed,
      'a module the docs do not name: add it to the module map and the glossary',
    ).toEqual([]);
    const named = docs.flatMap(({ path, text }) =>
      [...text.matchAll(/\bmodules\/([a-z-]+)\//g)]
        .map(([, name]) => name ?? '')
        .filter((name) => !modules.includes(name))
        .map((name) => `${path}: modules/${name}`),
    );
    expect([...new Set(named)], 'a doc names a module that does not exist').toEqual([]);
  });

  it('name only migrations that exist, and count up to the last one', () => {
    const migrations = readdirSync(join(repoRoot, 'apps/server/src/db/migrations'))
      .filter((file) => file.endsWith('.sql'))
      .map((file) => file.slice(0, 4))
      .sort();
    const last = migrations.at(-1);
    const unknown = docs.flatMap(({ path, text }) =>
      [...text.matchAll(/\bmigrations? ((?:\d{4}(?:[–-]\d{4})?(?:, | and | e )?)+)/g)]
        .flatMap(([, list]) => list?.match(/\d{4}/g) ?? [])
        .filter((number) => !migrations.includes(number))
        .map((number) => `${path}: ${number}`),
    );
    expect(unknown, 'a doc names a migration that does not exist').toEqual([]);
    const ranges = docs.flatMap(({ path, text }) =>
      [...text.matchAll(/`db\/migrations\/0000`[–-]`(\d{4})`/g)]
        .filter(([, end]) => end !== last)
        .map(([, end]) => `${path}: 0000–${end}, the last is ${last}`),
    );
    expect(ranges, 'a doc counts the migrations short of the last one').toEqual([]);
  });

  it('list every setting the server reads in the README, and no other', () => {
    const config = read('apps/server/src/config.ts');
    const schema = config.slice(config.indexOf('const envSchema'), config.indexOf('});'));
    const settings = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map(([, name]) => name ?? '');
    const readme = read('README.md');
    const table = [...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map(([, name]) => name ?? '');
    const ignoredByServer = new Set(['NODE_ENV']);
    expect(
      settings.filter((name) => !table.includes(name) && !ignoredByServer.has(name)),
      'README.md "Configuração": a setting the server reads is missing',
    ).toEqual([]);
    expect(
      table.filter((name) => !settings.includes(name)),
      'README.md "Configuração": a setting the server does not read',
    ).toEqual([]);
  });

  it('keep every decision ever recorded: a superseded one is marked, not deleted', () => {
    const deleted = execFileSync(
      'git',
      ['log', '--diff-filter=D', '--name-only', '--format=', '--', 'docs/decisions'],
      { cwd: repoRoot, encoding: 'utf8' },
    )
      .split('\n')
      .filter((path) => path.endsWith('.md'));
    expect(
      [...new Set(deleted)].filter((path) => !existsSync(join(repoRoot, path))),
      'docs/decisions: restore the decision and mark it "Superseded by …" at its top',
    ).toEqual([]);
  });

  it("draw the module map as the modules' imports are", () => {
    const modulesDir = join(repoRoot, 'apps/server/src/modules');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : /(?<!\.test)\.ts$/.test(entry.name)
            ? [join(dir, entry.name)]
            : [],
      );
    const actual = new Map<string, Set<string>>();
    for (const file of files(modulesDir)) {
      const from = relative(modulesDir, file).split('/')[0] ?? '';
      const edges = actual.get(from) ?? new Set<string>();
      actual.set(from, edges);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']*)'/g)) {
        const inside = relative(modulesDir, resolve(dirname(file), specifier ?? ''));
        const to = inside.startsWith('..') ? null : inside.split('/')[0];
        if (to && to !== from && !to.endsWith('.ts')) edges.add(to);
      }
    }
    const architecture = read('docs/architecture.md');
    const map = architecture.slice(architecture.indexOf('## Module map'));
    const block = map.slice(map.indexOf('```') + 3, map.indexOf('```', map.indexOf('```') + 3));
    // Each entry: "a, b → c (what), d"; a continuation line starts with spaces.
    const entries = block
      .replace(/\n\s+/g, ' ')
      .split('\n')
      .filter((line) => line.includes('→'));
    const drawn = new Map<string, Set<string>>();
    for (const entry of entries) {
      const [left = '', right = ''] = entry.split('→');
      const targets = right
        .replace(/\([^)]*\)/g, '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && name !== 'nothing');
      for (const name of left.split(',').map((part) => part.trim())) {
        drawn.set(name, new Set(targets));
      }
    }
    const wrong = [...actual].flatMap(([module, edges]) => {
      const shown = drawn.get(module);
      if (!shown) return [`${module}: not in the map`];
      const missing = [...edges].filter((edge) => !shown.has(edge));
      const extra = [...shown].filter((edge) => !edges.has(edge));
      return [
        ...(missing.length > 0 ? [`${module} → ${missing.join(', ')}: imported, not drawn`] : []),
        ...(extra.length > 0 ? [`${module} → ${extra.join(', ')}: drawn, not imported`] : []),
      ];
    });
    expect(wrong, 'docs/architecture.md "Module map": redraw these edges').toEqual([]);
  });
});
