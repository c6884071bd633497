import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesMatching, sourceFiles, srcDir } from './source-files';

// Live updates (docs/decisions/2026-11-28-live-updates.md, docs/decisions/2026-12-03-one-outbox.md):
// table triggers announce data changes; application code announces presence only. Long-lived
// components are built where the process is composed (app.ts), never in a routes file.

const liveDoc = 'docs/decisions/2026-11-28-live-updates.md';
const outboxDoc = 'docs/decisions/2026-12-03-one-outbox.md';
const files = sourceFiles();

/** The tables whose changes staff and members watch, and what each announces by trigger. */
const all = ['INSERT', 'UPDATE', 'DELETE'];
const watchedTables: Record<string, string[]> = {
  applications: all,
  tickets: all,
  blacklist_entries: all,
  outbox: all,
  store_purchases: all,
  store_categories: all,
  points_balances: all,
  discord_voice_states: all,
  tokens: all,
  // Append-only (its own triggers refuse updates and deletes).
  audit_log: ['INSERT'],
  game_servers: all,
  game_joins: all,
  game_identities: all,
  game_passports: all,
  game_databases: all,
  member_notes: all,
  member_tags: all,
  // Given and taken (replaced as a set), never updated.
  member_tag_assignments: ['INSERT', 'DELETE'],
  duty_shifts: all,
};

/** Per table, the operations a trigger announces (`panel_events_on_change`, `applications_events`). */
function announcedOperations(): Map<string, Set<string>> {
  const dir = join(srcDir, 'db', 'migrations');
  const sql = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  const tables = new Map<string, Set<string>>();
  for (const [, operation, table] of sql.matchAll(
    /CREATE TRIGGER \w+ AFTER (INSERT|UPDATE|DELETE) ON (\w+)[^;]*?EXECUTE FUNCTION (?:panel_events_on_change|applications_events)\(/g,
  )) {
    if (operation && table) tables.set(table, (tables.get(table) ?? new Set()).add(operation));
  }
  return tables;
}

describe('live updates: the database announces', () => {
  it('announces data changes from table triggers only; the application announces presence', () => {
    const notifying = files.flatMap((file) =>
      linesMatching(file, /pg_notify\(|\bnotify\s+\w/i).filter(
        // The one exception: a tab's presence, which is no table's data.
        (line) =>
          !/^modules\/events\/repository\.ts:\d+: .*pg_notify\(\$\{eventsChannel\}, \$\{presencePayload\(/.test(
            line,
          ),
      ),
    );
    expect(
      notifying,
      `Rule (${liveDoc}): table triggers announce data changes; application code announces presence only. Add a trigger (a migration calling panel_events_on_change) instead of (found below)`,
    ).toEqual([]);
  });

  it('gives the hub no way to publish data', () => {
    const hub = files.find((file) => file.path === 'modules/events/hub.ts');
    const publishing = hub
      ? linesMatching(hub, /^\s+(?!private )(async )?(publish|announce|notify|broadcast|emit)\w*\(/)
      : ['modules/events/hub.ts is missing'];
    const sendingNotices = files
      .filter((file) => !file.path.startsWith('modules/events/'))
      .flatMap((file) => linesMatching(file, /\.send\('notice'|\.heard\(/));
    expect(
      [...publishing, ...sendingNotices],
      `Rule (${liveDoc}): the hub relays what the database announced; nothing publishes data through it (found below)`,
    ).toEqual([]);
  });

  it('covers every watched table, the game tables included, with insert, update and delete triggers', () => {
    const announced = announcedOperations();
    const missing = Object.entries(watchedTables).flatMap(([table, operations]) =>
      operations
        .filter((operation) => !announced.get(table)?.has(operation))
        .map((operation) => `${table} ${operation}`),
    );
    expect(
      missing,
      `Rule (${liveDoc}): every table staff or members watch announces its changes by trigger. No trigger for (found below)`,
    ).toEqual([]);
  });
});

describe('composition: long-lived components are built where the process is composed', () => {
  it('builds no hub, key authenticator or batches inside a routes file', () => {
    const routesFiles = files.filter((file) =>
      /^modules\/[^/]+\/(routes\.ts|routes\/)/.test(file.path),
    );
    const constructing =
      /new (?!(Date|Error|HttpError|URL|Set|Map|Promise)\b)[A-Z]\w*\(|\b(gameKeys|joinBatches)\(/;
    const found = routesFiles.flatMap((file) => linesMatching(file, constructing));
    expect(
      found,
      `Rule (${outboxDoc}, docs/architecture.md): the event hub, the game key authenticator and the join batches are built in app.ts and passed to the routes; a routes file only registers handlers (found below)`,
    ).toEqual([]);
  });
});
