import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { Config } from '../config';
import { gameDbKeyFingerprint, readGameDbKey } from '../game-db-key';
import { countAppliedMigrations } from '../modules/system';
import { createFileStorage } from '../storage/file-storage';
import { dataDirHolder } from './data-lock';
import { databaseLocation, dumpDatabase, dumpEntryName } from './database-dump';
import { BackupError } from './errors';
import { filesPrefix, manifestEntryName, type Manifest, type ManifestEntry } from './manifest';
import { countRowsPerTable, countSealedPasswords } from './repository';

// `npm run backup` (docs/decisions/2026-12-05-backups.md): one tar file with the database's
// dump, every stored file and the manifest, written under a temporary name and renamed once
// whole.

export type BackupConfig = Pick<
  Config,
  'databaseUrl' | 'dataDir' | 'storage' | 'version' | 'gameDbKey'
>;

/** Adds one entry of `size` bytes read from `source`; its SHA-256 and size, as written. */
async function addEntry(
  tar: Pack,
  name: string,
  size: number,
  source: Readable,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let written = 0;
  source.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    written += chunk.length;
  });
  const entry = tar.entry({ name, size, mode: 0o600 });
  await pipeline(source, entry);
  if (written !== size) {
    throw new BackupError(`${name} mudou durante o backup (${size} → ${written} bytes).`);
  }
  return { size, sha256: hash.digest('hex') };
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** Writes a backup of the panel the configuration names into `file`. */
export async function createBackup(
  config: BackupConfig,
  file: string,
  progress: (line: string) => void = () => undefined,
): Promise<BackupResult> {
  const location = databaseLocation(config);
  if (location.kind === 'pglite') {
    const holder = await dataDirHolder(config.dataDir);
    if (holder !== null) {
      throw new BackupError(
        `O painel está rodando com o banco embutido em ${config.dataDir} (pid ${holder}): pare-o antes do backup (o banco embutido abre em um processo por vez).`,
      );
    }
  }
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const work = await fs.mkdtemp(path.join(path.dirname(target), '.backup-'));
  const partial = path.join(work, 'backup.tar');
  try {
    progress('Copiando o banco de dados…');
    const dumpFile = path.join(work, 'database');
    const state = await dumpDatabase(location, dumpFile, async (db) => ({
      tables: await countRowsPerTable(db),
      migrations: await countAppliedMigrations(db),
      sealedPasswords: await countSealedPasswords(db),
    }));
    const key = await readGameDbKey(config);

    const tar = tarPack();
    const written = pipeline(tar, createWriteStream(partial));
    const entries: ManifestEntry[] = [];
    const dumpName = dumpEntryName(location.kind);
    const dumpSize = (await fs.stat(dumpFile)).size;
    entries.push({
      name: dumpName,
      ...(await addEntry(tar, dumpName, dumpSize, createReadStream(dumpFile))),
    });
    await fs.rm(dumpFile);

    progress('Copiando os arquivos enviados…');
    const storage = createFileStorage(config.storage);
    let fileBytes = 0;
    let fileCount = 0;
    for await (const key of storage.list()) {
      const { size, contentType } = await storage.describe(key);
      const name = `${filesPrefix}${key}`;
      entries.push({
        name,
        contentType,
        ...(await addEntry(tar, name, size, await storage.getStream(key))),
      });
      fileBytes += size;
      fileCount += 1;
    }

    const manifest: Manifest = {
      format: 'painel-rp-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      panelVersion: config.version,
      database: {
        kind: location.kind,
        entry: dumpName,
        migrations: state.migrations,
        tables: state.tables,
      },
      files: { count: fileCount, bytes: fileBytes },
      gameDbKey: {
        sealedPasswords: state.sealedPasswords,
        fingerprint: key ? gameDbKeyFingerprint(key) : null,
      },
      entries,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    tar.entry({ name: manifestEntryName, size: text.length, mode: 0o600 }, text);
    tar.finalize();
    await written;
    await fs.rename(partial, target);
    return { file: target, bytes: (await fs.stat(target)).size, manifest };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
