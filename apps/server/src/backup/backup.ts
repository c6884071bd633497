import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { Config } from '../config';
import { gameDbKeyFingerprint, readGameDbKey } from '../game-db-key';
import { countAppliedMigrations, recordBackupRun } from '../modules/system';
import { createFileStorage } from '../storage/file-storage';
import { dataDirHolder } from './data-lock';
import {
  databaseLocation,
  dumpDatabase,
  pgliteEntryPrefix,
  postgresDumpEntry,
  readDatabase,
  type HoldDatabase,
} from './database-dump';
import { BackupError, backupErrorText } from './errors';
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

export interface BackupOptions {
  progress?: (line: string) => void;
  /**
   * The running panel's PGlite, held while its folder is copied (the worker's scheduled
   * backups); without it, PGlite's folder is opened here and no panel may be running on it.
   */
  hold?: HoldDatabase | undefined;
}

/** Writes a backup of the panel the configuration names into `file`. */
export async function createBackup(
  config: BackupConfig,
  file: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const progress = options.progress ?? (() => undefined);
  const location = databaseLocation(config);
  if (location.kind === 'pglite' && !options.hold) {
    const holder = await dataDirHolder(config.dataDir);
    if (holder !== null) {
      throw new BackupError(
        `O painel está rodando com o banco embutido em ${config.dataDir} (pid ${holder}): pare-o antes do backup, ou deixe o painel fazer os backups (BACKUP_SCHEDULE).`,
      );
    }
  }
  const target = path.resolve(file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const work = await fs.mkdtemp(path.join(path.dirname(target), '.backup-'));
  const partial = path.join(work, 'backup.tar');
  const tar = tarPack();
  const written = pipeline(tar, createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => undefined);
  try {
    const entries: ManifestEntry[] = [];
    const add = async (name: string, size: number, source: Readable, contentType?: string) => {
      entries.push({
        name,
        ...(contentType && { contentType }),
        ...(await addEntry(tar, name, size, source)),
      });
    };

    progress('Copiando o banco de dados…');
    const { state, folders } = await dumpDatabase(
      location,
      { work, add, hold: options.hold },
      async (db) => ({
        tables: await countRowsPerTable(db),
        migrations: await countAppliedMigrations(db),
        sealedPasswords: await countSealedPasswords(db),
      }),
    );
    const key = await readGameDbKey(config);

    progress('Copiando os arquivos enviados…');
    const storage = createFileStorage(config.storage);
    let fileBytes = 0;
    let fileCount = 0;
    for await (const key of storage.list()) {
      const { size, contentType } = await storage.describe(key);
      await add(`${filesPrefix}${key}`, size, await storage.getStream(key), contentType);
      fileBytes += size;
      fileCount += 1;
    }

    const manifest: Manifest = {
      format: 'painel-rp-backup',
      formatVersion: 2,
      createdAt: new Date().toISOString(),
      panelVersion: config.version,
      database: {
        kind: location.kind,
        entry: location.kind === 'postgres' ? postgresDumpEntry : pgliteEntryPrefix,
        folders,
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
  } catch (error) {
    tar.destroy();
    throw error;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * `npm run backup`: the backup, then its run recorded in the database it copied, for the
 * dashboard; a failure too, unless the embedded database is a running panel's (never opened
 * twice).
 */
export async function takeManualBackup(
  config: BackupConfig,
  file: string,
  progress: (line: string) => void,
): Promise<BackupResult> {
  const startedAt = new Date();
  const location = databaseLocation(config);
  const record = (outcome: Parameters<typeof recordBackupRun>[1]['outcome']) =>
    readDatabase(location, (db) => recordBackupRun(db, { trigger: 'manual', startedAt, outcome }));
  let result: BackupResult;
  try {
    result = await createBackup(config, file, { progress });
  } catch (error) {
    const opened = location.kind === 'postgres' || (await dataDirHolder(config.dataDir)) === null;
    if (opened) await record({ ok: false, error: backupErrorText(error) }).catch(() => undefined);
    throw error;
  }
  await record({ ok: true, file: path.basename(result.file), bytes: result.bytes });
  return result;
}
