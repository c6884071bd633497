import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Discord's published definitions (its OpenAPI spec) are kept outside the repository, in the
 * `shared/fixtures` folder beside the checkout (`../shared/fixtures`), or where
 * `PANEL_FIXTURES_DIR` says. A missing fixture fails the test that needs it: it is never skipped.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function readSharedFixture(...parts: string[]): string {
  const candidates = [
    process.env.PANEL_FIXTURES_DIR,
    path.resolve(repoRoot, '../shared/fixtures'),
    path.resolve(repoRoot, 'shared/fixtures'),
  ].filter((dir): dir is string => Boolean(dir));
  const dir = candidates.find((candidate) => existsSync(candidate));
  if (!dir)
    throw new Error(`The shared fixtures are missing (looked in ${candidates.join(', ')}).`);
  const file = path.join(dir, ...parts);
  if (!existsSync(file)) throw new Error(`shared fixture missing: ${file}`);
  return readFileSync(file, 'utf8');
}
