import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract as tarExtract } from 'tar-stream';
import { sql } from 'drizzle-orm';
import { gameDbKeyFingerprint, readGameDbKey } from '../game-db-key';
import { countAppliedMigrations, shippedMigrationCount } from '../modules/system';
import { createFileStorage } from '../storage/file-storage';
import type { BackupConfig } from './backup';
import { dataDirHolder } from './data-lock';
import {
  databaseLocation,
  makePgliteFolders,
  pgliteEntryPrefix,
  postgresDumpEntry,
  readDatabase,
  restorePgliteFile,
  restorePostgres,
  type DatabaseLocation,
} from './database-dump';
import { BackupError } from './errors';
import { filesPrefix, manifestEntryName, manifestSchema, type Manifest } from './manifest';
import { countPanelTables, countRowsPerTable } from './repository';

// `npm run restore <file>` (docs/decisions/2026-12-05-backups.md): the whole file is read and
// checked against its manifest before anything is touched; then the database and the files are
// put back into an empty place, and what was put back is counted and hashed again.

const kindWords = { postgres: 'PostgreSQL', pglite: 'banco embutido (PGlite)' } as const;

/** Reads every entry of the archive: each one's size and SHA-256, and the manifest. */
async function readArchive(
  file: string,
  take?: (name: string, stream: Readable) => Promise<void>,
): Promise<{ seen: Map<string, { size: number; sha256: string }>; manifest: unknown }> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifest: unknown = null;
  const tar = tarExtract();
  const source = createReadStream(file);
  source.on('error', (error) => tar.destroy(error));
  source.pipe(tar);
  try {
    for await (const entry of tar) {
      const name = entry.header.name;
      const hash = createHash('sha256');
      let size = 0;
      const chunks: Buffer[] = [];
      async function* counted(): AsyncGenerator<Buffer> {
        for await (const chunk of entry as AsyncIterable<Buffer>) {
          hash.update(chunk);
          size += chunk.length;
          if (name === manifestEntryName) chunks.push(chunk);
          yield chunk;
        }
      }
      if (take) {
        await take(name, Readable.from(counted(), { objectMode: false }));
      } else {
        for await (const chunk of counted()) void chunk;
      }
      seen.set(name, { size, sha256: hash.digest('hex') });
      if (name === manifestEntryName) {
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `O arquivo ${file} está incompleto ou corrompido (${(error as Error).message}): nada foi alterado.`,
      { cause: error },
    );
  }
  return { seen, manifest };
}

/** The manifest, once every entry it lists was found whole. */
async function checkedManifest(file: string): Promise<Manifest> {
  const { seen, manifest } = await readArchive(file);
  const parsed = manifestSchema.safeParse(manifest);
  const version = (manifest as { formatVersion?: unknown } | null)?.formatVersion;
  if (!parsed.success && typeof version === 'number' && version !== 2) {
    throw new BackupError(
      `O arquivo ${file} é um backup no formato ${version}, que esta versão do painel não lê: nada foi alterado.`,
    );
  }
  if (!parsed.success) {
    throw new BackupError(
      `O arquivo ${file} não tem o manifesto de um backup do painel (cortado antes do fim, ou não é um backup): nada foi alterado.`,
    );
  }
  const broken = parsed.data.entries.filter((entry) => {
    const found = seen.get(entry.name);
    return !found || found.size !== entry.size || found.sha256 !== entry.sha256;
  });
  if (broken.length > 0 || seen.size !== parsed.data.entries.length + 1) {
    throw new BackupError(
      `O arquivo ${file} não confere com o seu manifesto (${broken.length} entradas diferentes ou faltando, por exemplo ${broken[0]?.name ?? 'uma entrada a mais'}): nada foi alterado.`,
    );
  }
  return parsed.data;
}

async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch {
    return true;
  }
}

/** Refuses a target in use; with `force`, empties it. */
async function prepareTarget(
  config: BackupConfig,
  location: DatabaseLocation,
  force: boolean,
): Promise<void> {
  const storage = createFileStorage(config.storage);
  const hasFiles = !(await storage.list().next()).done;
  if (location.kind === 'pglite') {
    const holder = await dataDirHolder(config.dataDir);
    if (holder !== null) {
      throw new BackupError(
        `O painel está rodando em ${config.dataDir} (pid ${holder}): pare-o antes de restaurar.`,
      );
    }
    const empty = await isEmptyDir(location.dir);
    if (!force && (!empty || hasFiles)) {
      throw new BackupError(
        `${config.dataDir} já tem ${empty ? 'arquivos enviados' : 'um banco de dados'}: restaure numa pasta vazia, ou use --force para apagar o que há nela.`,
      );
    }
    if (!empty) await fs.rm(location.dir, { recursive: true, force: true });
  } else {
    const tables = await readDatabase(location, countPanelTables);
    if (!force && (tables > 0 || hasFiles)) {
      throw new BackupError(
        `${tables > 0 ? `O banco de dados de DATABASE_URL já tem ${tables} tabelas` : 'O armazenamento de arquivos já tem arquivos'}: restaure num banco vazio, ou use --force para apagar o que há nele.`,
      );
    }
    if (tables > 0) {
      await readDatabase(location, async (db) => {
        await db.execute(sql`drop schema if exists drizzle cascade`);
        await db.execute(sql`drop schema public cascade`);
        await db.execute(sql`create schema public`);
      });
    }
  }
  if (hasFiles) await storage.deleteAll();
}

export interface RestoreResult {
  manifest: Manifest;
  /** What to tell the operator about the game databases' key, or null when nothing. */
  keyWarning: string | null;
}

/** Restores `file` into the database and storage the configuration names. */
export async function restoreBackup(
  config: BackupConfig,
  file: string,
  options: { force?: boolean; progress?: (line: string) => void } = {},
): Promise<RestoreResult> {
  const progress = options.progress ?? (() => undefined);
  progress('Conferindo o arquivo…');
  const manifest = await checkedManifest(file);
  const location = databaseLocation(config);
  if (manifest.database.kind !== location.kind) {
    throw new BackupError(
      `Este backup é de um ${kindWords[manifest.database.kind]} e o painel está configurado para ${kindWords[location.kind]}: ${manifest.database.kind === 'postgres' ? 'defina DATABASE_URL' : 'deixe DATABASE_URL vazio'} para restaurá-lo.`,
    );
  }
  const shipped = shippedMigrationCount();
  if (manifest.database.migrations > shipped) {
    throw new BackupError(
      `Este backup é de uma versão mais nova do painel (${manifest.panelVersion}, ${manifest.database.migrations} migrações; esta conhece ${shipped}): atualize o painel antes de restaurá-lo.`,
    );
  }
  await prepareTarget(config, location, options.force ?? false);

  progress('Restaurando o banco de dados e os arquivos…');
  const storage = createFileStorage(config.storage);
  const types = new Map(manifest.entries.map((entry) => [entry.name, entry.contentType]));
  const work = await fs.mkdtemp(path.join(path.dirname(path.resolve(file)), '.restore-'));
  try {
    const dumpFile = path.join(work, 'database');
    if (location.kind === 'pglite')
      await makePgliteFolders(location.dir, manifest.database.folders);
    await readArchive(file, async (name, stream) => {
      if (location.kind === 'pglite' && name.startsWith(pgliteEntryPrefix)) {
        await restorePgliteFile(location.dir, name, stream);
      } else if (location.kind === 'postgres' && name === postgresDumpEntry) {
        await pipeline(stream, createWriteStream(dumpFile));
      } else if (name.startsWith(filesPrefix)) {
        const key = name.slice(filesPrefix.length);
        await storage.putStream(key, stream, types.get(name) ?? 'application/octet-stream');
      } else {
        for await (const chunk of stream) void chunk;
      }
    });
    if (location.kind === 'postgres') await restorePostgres(location.url, dumpFile);
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }

  progress('Conferindo o que foi restaurado…');
  const restored = await readDatabase(location, async (db) => ({
    tables: await countRowsPerTable(db),
    migrations: await countAppliedMigrations(db),
  }));
  const differing = Object.entries(manifest.database.tables).filter(
    ([table, rows]) => restored.tables[table] !== rows,
  );
  if (differing.length > 0 || restored.migrations !== manifest.database.migrations) {
    throw new BackupError(
      `O banco restaurado não confere com o backup (${differing.map(([table]) => table).join(', ') || 'migrações'}).`,
    );
  }
  for (const entry of manifest.entries.filter((item) => item.name.startsWith(filesPrefix))) {
    const hash = createHash('sha256');
    for await (const chunk of await storage.getStream(entry.name.slice(filesPrefix.length))) {
      hash.update(chunk as Buffer);
    }
    if (hash.digest('hex') !== entry.sha256) {
      throw new BackupError(`O arquivo ${entry.name} restaurado não confere com o backup.`);
    }
  }

  const key = await readGameDbKey(config);
  const expected = manifest.gameDbKey.fingerprint;
  const keyWarning =
    manifest.gameDbKey.sealedPasswords > 0 && (!key || gameDbKeyFingerprint(key) !== expected)
      ? `${manifest.gameDbKey.sealedPasswords} senha(s) de bancos de dados do jogo estão cifradas com a chave de impressão ${expected ?? '(desconhecida)'}, e ${key ? `a chave desta instalação é outra (${gameDbKeyFingerprint(key)})` : 'esta instalação não tem GAME_DB_KEY nem DATA_DIR/game-db.key'}: ponha a mesma chave antes de iniciar o painel, ou digite as senhas de novo em Servidores de jogo.`
      : null;
  return { manifest, keyWarning };
}
