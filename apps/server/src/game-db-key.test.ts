import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveGameDbKey } from './game-db-key';

const configIn = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });

describe('the game databases key', () => {
  it('is made once in DATA_DIR, readable by the server only, and kept across starts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'panel-key-'));
    const first = await resolveGameDbKey(configIn(dir));
    expect(first).toHaveLength(32);
    const file = path.join(dir, 'game-db.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveGameDbKey(configIn(dir))).toEqual(first);
    // Two processes starting at once end with the same key.
    const other = await mkdtemp(path.join(tmpdir(), 'panel-key-'));
    const [a, b] = await Promise.all([
      resolveGameDbKey(configIn(other)),
      resolveGameDbKey(configIn(other)),
    ]);
    expect(a).toEqual(b);
  });

  it('takes GAME_DB_KEY when set, and refuses a damaged key file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'panel-key-'));
    const key = Buffer.alloc(32, 7);
    expect(await resolveGameDbKey(configIn(dir, { GAME_DB_KEY: key.toString('base64') }))).toEqual(
      key,
    );
    await expect(readFile(path.join(dir, 'game-db.key'))).rejects.toThrow();
    await writeFile(path.join(dir, 'game-db.key'), 'curta');
    await expect(resolveGameDbKey(configIn(dir))).rejects.toThrow(/32-byte key/);
  });
});
