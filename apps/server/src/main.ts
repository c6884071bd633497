// The server's entry. It reads the configuration and starts opening PGlite's data directory,
// on PGlite's own thread, before it loads the rest of the server's code (server.ts and what it
// bundles: Fastify, drizzle, every module): on two cores the two overlap
// (docs/performance.md#start-time).
import { ConfigError, loadConfig, type Config } from './config';
import { openPgliteDirectory } from './db/pglite-thread';
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
const pglite = config.databaseUrl ? undefined : openPgliteDirectory(config.dataDir);
// Its failure is reported where the server awaits it, after the code below has loaded.
pglite?.catch(() => undefined);
const { runServer } = await import('./server');
await runServer({ config, startedAt, pglite });
