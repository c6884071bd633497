// The server's entry. It reads the configuration, starts opening PGlite's data directory on
// PGlite's own thread and listens on the panel's port (answering /healthz), before it loads the
// rest of the server's code (server.ts and what it bundles: Fastify, drizzle, every module): on
// two cores the two overlap (docs/performance.md#start-time).
import { ConfigError, loadConfig, type Config } from './config';
import { openPgliteDirectory } from './db/pglite-thread';
import { listenEarly, type EarlyListener } from './http/early-listener';
import { holdDataDir } from './backup/data-lock';
import { appVersion } from './version';

function readConfig(): Config {
  try {
    return loadConfig(undefined, appVersion);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const startedAt = performance.now();
if (!config.databaseUrl) {
  // The embedded database is this process's alone: a second panel, a backup or a restore on
  // the same folder is refused while it runs (docs/decisions/2026-12-05-backups.md).
  try {
    await holdDataDir(config.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
const pglite = config.databaseUrl ? undefined : openPgliteDirectory(config.dataDir);
// Its failure is reported where the server awaits it, after the code below has loaded.
pglite?.catch(() => undefined);
// The port answers /healthz from here on, while the rest loads, migrates and starts.
let early: EarlyListener | undefined;
if (config.processRole !== 'worker') {
  try {
    early = await listenEarly({ port: config.port, host: config.host, version: config.version });
  } catch (error) {
    console.error(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
    process.exit(1);
  }
}
const { runServer } = await import('./server');
await runServer({ config, startedAt, pglite, early });
