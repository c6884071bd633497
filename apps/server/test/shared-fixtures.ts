import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The published definitions the tests check the panel against (Discord's OpenAPI spec, the
 * game frameworks' own tables) are kept outside the repository, in the `shared/fixtures` folder
 * beside the checkout (`../shared/fixtures`), and never copied in. `PANEL_FIXTURES_DIR` names
 * another folder. A missing fixture fails the test that needs it: it is never skipped.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function fixturesDir(): string {
  const candidates = [
    process.env.PANEL_FIXTURES_DIR,
    path.resolve(repoRoot, '../shared/fixtures'),
    path.resolve(repoRoot, 'shared/fixtures'),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) {
    throw new Error(
      `The shared fixtures are missing (looked in ${candidates.join(', ')}): set PANEL_FIXTURES_DIR to the folder that holds discord-api-spec/ and game-frameworks/.`,
    );
  }
  return found;
}

export function sharedFixturePath(...parts: string[]): string {
  const file = path.join(fixturesDir(), ...parts);
  if (!existsSync(file)) throw new Error(`shared fixture missing: ${file}`);
  return file;
}

export function readSharedFixture(...parts: string[]): string {
  return readFileSync(sharedFixturePath(...parts), 'utf8');
}

/** The game frameworks' published table definitions (`game-frameworks/README.md`). */
export const frameworkSchemas = {
  vrp1: 'vrp1-base-tables.sql',
  vrp2: 'vrp2-base-and-login-tables.sql',
  vrpex: 'vrpex-database.sql',
  creative5: 'creative-v5-DataBase.sql',
  creativeNetwork: 'creative-network-database.sql',
} as const;

/**
 * A framework's schema as published, ready to load into a database of the test's choosing:
 * only the dump's own `CREATE DATABASE`/`USE` statements are left out, as the fixtures' README
 * says.
 */
export function frameworkSchema(name: keyof typeof frameworkSchemas): string {
  return readSharedFixture('game-frameworks', frameworkSchemas[name])
    .replace(/^CREATE DATABASE [^;]*;\s*$/gim, '')
    .replace(/^USE [^;]*;\s*$/gim, '');
}
