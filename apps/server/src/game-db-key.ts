import { createHash, randomBytes } from 'node:crypto';
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
  const kept = await readGameDbKey(config);
  if (kept) return kept;
  const file = keyFile(config);
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
  return readKeyFile(file);
}

const keyFile = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'game-db.key');

async function readKeyFile(file: string): Promise<Buffer> {
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} is not a 32-byte key in base64`);
  return key;
}

/** The key as the server would find it (`GAME_DB_KEY`, or the kept file), making none. */
export async function readGameDbKey(
  config: Pick<Config, 'gameDbKey' | 'dataDir'>,
): Promise<Buffer | null> {
  if (config.gameDbKey) return config.gameDbKey;
  try {
    return await readKeyFile(keyFile(config));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/** A short fingerprint that tells two keys apart without giving either away (backups). */
export function gameDbKeyFingerprint(key: Buffer): string {
  return createHash('sha256')
    .update('painel-rp game-db key')
    .update(key)
    .digest('hex')
    .slice(0, 16);
}
