import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(srcDir, 'modules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Relative imports of a file, resolved to paths without extension; a folder means its index. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/from '(\.{1,2}\/[^']*)'/g)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    if (!specifier) return [];
    const target = resolve(dirname(file), specifier).replace(/\.ts$/, '');
    return [relative(modulesDir, target).includes('/') ? target : join(target, 'index')];
  });
}

/** `audit` for `src/modules/audit/...`; null outside the modules. */
function moduleOf(path: string): string | null {
  const inside = relative(modulesDir, path);
  if (inside.startsWith('..')) return null;
  const [name, rest] = inside.split(/\/(.*)/s);
  return rest === undefined ? null : (name ?? null);
}

const edges = sourceFiles(srcDir).flatMap((file) =>
  importsOf(file).map((target) => ({ file, target, from: moduleOf(file), to: moduleOf(target) })),
);

describe('module boundaries', () => {
  it('reaches another module only through its index.ts', () => {
    const bypassing = edges
      .filter(({ from, to }) => to !== null && from !== to)
      .filter(({ target, to }) => target !== join(modulesDir, to ?? '', 'index'))
      .map(({ file, target }) => `${relative(srcDir, file)} -> ${relative(srcDir, target)}`);
    expect(bypassing).toEqual([]);
  });

  it('keeps the database and http layers free of modules', () => {
    const upward = edges
      .filter(({ file }) => /^(db|http)\//.test(relative(srcDir, file)))
      .filter(({ to }) => to !== null)
      .map(({ file, target }) => `${relative(srcDir, file)} -> ${relative(srcDir, target)}`);
    expect(upward).toEqual([]);
  });

  it("keeps another area's tables and SQL out of a module", () => {
    // Rule (docs/decisions/2026-11-28-schema-areas-and-dashboard.md): `db/schema/<area>.ts` is the
    // area's own; a module imports, with values, only its own area's file and the shared ones:
    // `users` (who a row is, named by every area) and `discord` (the bot's guild catalog, which
    // no module owns). Type-only imports carry no SQL. Foreign keys between areas stay in
    // db/schema, where they belong. `readWith` lists what an area still reads or writes of
    // another's: the roles of the auth and users screens, and the unlock codes tickets create.
    const shared = new Set(['users', 'discord']);
    const readWith: Record<string, string[]> = {
      auth: ['permissions'],
      users: ['permissions'],
      tickets: ['tokens'],
    };
    const schemaDir = join(srcDir, 'db', 'schema');
    const foreign = sourceFiles(modulesDir).flatMap((file) => {
      const from = moduleOf(file);
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/^import (type )?[^;]*? from '(\.{1,2}\/[^']*)';/gms)].flatMap(
        ([, typeOnly, specifier]) => {
          const target = resolve(dirname(file), specifier ?? '');
          if (typeOnly || dirname(target) !== schemaDir) return [];
          const area = relative(schemaDir, target).replace(/\.ts$/, '');
          if (area === from || shared.has(area) || readWith[from ?? '']?.includes(area)) return [];
          return [`${relative(srcDir, file)} -> db/schema/${area}`];
        },
      );
    });
    expect(foreign).toEqual([]);
  });

  it("names another area's tables in its SQL only where declared, and writes SQL only in repositories", () => {
    // Rule (docs/architecture.md#layers): the SQL of an area is in its `repository.ts` (or
    // `repository/`, `figures-repository.ts`) and names the area's own tables and the shared
    // ones (`users`, `discord_*`). A read across areas in one statement is declared here with
    // its reason; any other goes through the owning module's index.ts.
    const sqlReads: Record<string, Record<string, string>> = {
      deliveries: {
        game_servers: 'the server a game effect is for, named in the deliveries list',
        audit_log: "a staff member's own failed deliveries: the request id of their audit entry",
        webhook_subscriptions: 'the webhook a delivery goes to, named in the deliveries list',
      },
      'bot-settings': { outbox: 'deliveries skipped for a missing setting, per setting' },
      store: {
        outbox: "a purchase's delivery state, filtered and counted in the list's one statement",
        voice_daily: 'points earned per day in voice, credited in one statement',
      },
      'game-servers': { outbox: 'game-database writes requeued when the account first joins' },
      system: { outbox: "readiness and metrics: the effects due and waiting, per effect's type" },
      integrations: {
        outbox: "each webhook's deliveries waiting and failed, counted for its card",
      },
      analytics: {
        store_products: 'the names of the top products, read with their sales',
        game_servers: 'the servers listed beside their joins and peaks of players',
      },
    };
    const areaOfTable = new Map<string, string>();
    for (const file of readdirSync(join(srcDir, 'db', 'schema'))) {
      const text = readFileSync(join(srcDir, 'db', 'schema', file), 'utf8');
      for (const [, table] of text.matchAll(/pgTable\(\s*'([a-z_0-9]+)'/g)) {
        if (table) areaOfTable.set(table, file.replace(/\.ts$/, ''));
      }
    }
    const shared = new Set(['users', 'discord']);
    const isRepository = (file: string) => /(^|[/-])repository(\.ts$|\/)/.test(file);
    const statementsOf = (text: string) =>
      [...text.matchAll(/\bsql(?:\.raw)?`((?:[^`\\]|\\.)*)`/gs)].map(([, body]) =>
        (body ?? '').replace(/\$\{[^}]*\}/g, ' ').replace(/--[^\n]*/g, ' '),
      );
    const foreign: string[] = [];
    const outside: string[] = [];
    for (const file of sourceFiles(modulesDir)) {
      const from = moduleOf(file) ?? '';
      const path = relative(srcDir, file);
      const text = readFileSync(file, 'utf8');
      const statements = statementsOf(text);
      // Drizzle under any name (`sql` renamed, the query builder's operators) is SQL too.
      const drizzle = /from\s+['"]drizzle-orm(\/[\w-]+)*['"]/.test(text);
      if (
        (statements.length > 0 || drizzle) &&
        !isRepository(relative(join(modulesDir, from), file))
      ) {
        outside.push(`${path}: SQL outside the repository`);
      }
      for (const statement of statements) {
        for (const [table, area] of areaOfTable) {
          if (area === from || shared.has(area) || sqlReads[from]?.[table] !== undefined) continue;
          if (new RegExp(`\\b${table}\\b`).test(statement)) {
            foreign.push(`${path} -> ${table} (table of ${area})`);
          }
        }
      }
    }
    expect(
      [...new Set(foreign)],
      'docs/architecture.md#layers: read it through its module',
    ).toEqual([]);
    expect(outside, 'docs/architecture.md#layers: SQL belongs in repository files').toEqual([]);
  });

  it('exports no SQL fragment from a module: other areas get functions or figures', () => {
    const fragments = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const text = readFileSync(join(modulesDir, entry.name, 'index.ts'), 'utf8');
        return [...text.matchAll(/\b(\w+Sql)\b/g)].map((match) => `${entry.name}: ${match[1]}`);
      });
    expect(fragments).toEqual([]);
  });

  it('has no loop between modules', () => {
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      if (from === null || to === null || from === to) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
    const loops: string[] = [];
    const visit = (node: string, path: string[]): void => {
      if (path.includes(node)) {
        loops.push([...path.slice(path.indexOf(node)), node].join(' -> '));
        return;
      }
      for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    };
    for (const node of graph.keys()) visit(node, []);
    expect(loops).toEqual([]);
  });
});
