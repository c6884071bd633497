import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupSettings, callerDirectory, ConfigError, loadConfig } from '../src/config';
import { BackupError } from '../src/backup/errors';
import { restoreBackup } from '../src/backup/restore';
import { appVersion } from '../src/version';

/**
 * `npm run restore -- arquivo.tar [--force]`: puts a backup back into the database and the
 * storage the environment names (docs/decisions/2026-12-05-backups.md). They must be empty;
 * `--force` erases them first. Compiled to dist/restore.js and run from apps/server like
 * dist/backup.js (scripts/backup.ts): the file name is taken from where npm was called.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const given = positionals[0];
if (!given) {
  console.error('Informe o arquivo: npm run restore -- painel-AAAA-MM-DD.tar [--force]');
  process.exit(2);
}
const file = path.resolve(callerDirectory(), given);

try {
  const config = loadConfig(backupSettings(), appVersion);
  const started = performance.now();
  const { manifest, keyWarning } = await restoreBackup(config, file, {
    force: values.force,
    progress: (line) => console.log(line),
  });
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backup de ${manifest.createdAt} (painel ${manifest.panelVersion}) restaurado em ${seconds} s: ${rows} linhas em ${Object.keys(manifest.database.tables).length} tabelas e ${manifest.files.count} arquivos, todos conferidos. Inicie o painel com npm start.`,
  );
  if (keyWarning) console.warn(`Atenção: ${keyWarning}`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
