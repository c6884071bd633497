import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
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
  // Written whole under a name of its own, then linked into place: a process starting at once
  // never reads a half-written key, and the first link wins (`link` refuses an existing name).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return read();
}
