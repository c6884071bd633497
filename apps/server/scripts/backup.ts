import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupSettings, callerDirectory, ConfigError, loadConfig } from '../src/config';
import { takeManualBackup } from '../src/backup/backup';
import { BackupError } from '../src/backup/errors';
import { backupFileName } from '../src/backup/scheduler';
import { appVersion } from '../src/version';

/**
 * `npm run backup [-- arquivo.tar]`: one file with the database, the stored files and their
 * manifest (docs/decisions/2026-12-05-backups.md). Without a name, `BACKUP_DIR` (default
 * `./backups`) gets `painel-AAAA-MM-DDTHH-MM-SS.tar`. Compiled to dist/backup.js; npm runs it
 * from apps/server, as the server runs, so relative `DATA_DIR` and `BACKUP_DIR` name the
 * server's folders, and a file name is taken from where npm was called (`INIT_CWD`).
 */
const { positionals } = parseArgs({ allowPositionals: true });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const config = loadConfig(backupSettings(), appVersion);
  const file = positionals[0]
    ? path.resolve(callerDirectory(), positionals[0])
    : path.join(config.backupDir, backupFileName(new Date()));
  const started = performance.now();
  const {
    file: written,
    bytes,
    manifest,
  } = await takeManualBackup(config, file, (line) => console.log(line));
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup salvo em ${written} (${mb(bytes)}, ${seconds} s):`);
  console.log(
    `  banco ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'embutido (PGlite)'}: ${Object.keys(manifest.database.tables).length} tabelas, ${rows} linhas, ${manifest.database.migrations} migrações`,
  );
  console.log(`  arquivos enviados: ${manifest.files.count} (${mb(manifest.files.bytes)})`);
  const { sealedPasswords, fingerprint } = manifest.gameDbKey;
  console.log(
    `Guarde também, em outro lugar, a chave dos bancos do jogo: GAME_DB_KEY, ou o arquivo ${path.join(config.dataDir, 'game-db.key')}${fingerprint ? ` (impressão ${fingerprint})` : ''}. Ela não vai no backup${sealedPasswords > 0 ? `, e sem ela as ${sealedPasswords} senha(s) guardadas não podem ser abertas` : ''}.`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
