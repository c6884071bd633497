import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

/**
 * The key game databases' passwords are sealed with: `GAME_DB_KEY` when set, otherwise one
 * made at the first start and kept in `DATA_DIR/game-db.key` (readable by the server's user
 * only), so a panel installed with the README's two commands can keep a password too. Several
 * API processes on their own machines must share `GAME_DB_KEY`
 * (docs/decisions/2026-11-28-game-databases.md).
 */
export async function resolveGameDbKey(config: Config): Promise<Buffer> {
  if (config.gameDbKey) return config.gameDbKey;
  const file = path.join(config.dataDir, 'game-db.key');
  const read = async () => {
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} is not a 32-byte key in base64`);
    return key;
  };
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  try {
    // `wx`: another process starting at once keeps the key it wrote first.
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
  return read();
}
