import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { ensureDefaultRoles } from '../src/db/seed/default-roles';
import { seedDemoIfEmpty } from '../src/demo/demo';
import type { LocalDiscord } from '@panel/discord-local/local-discord';
import { serveLocalDiscord } from '../src/demo/local-discord';
import { createDiscord, signInRedirectUri, type DiscordSetup } from '../src/discord/create-discord';
import { createFileStorage, type FileStorage } from '../src/storage/file-storage';
import { createTestDatabase } from './test-database';

export const testOrigin = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  discord: DiscordSetup;
  /** The app's file storage: a folder of its own, deleted on close. */
  storage: FileStorage;
  storageRoot: string;
  /** The local Discord this app serves (demo mode). */
  local: LocalDiscord;
  /** Where the app listens, `http://127.0.0.1:PORT`. */
  baseUrl: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** `false`: an empty database (the default roles only), without the demo data. */
  seed?: boolean;
  /** With the demo data, the staff's last 90 days too (`src/demo/demo-team.ts`). */
  teamHistory?: boolean;
  /** With the demo data, the whitelist's graded quiz and the two-vote role form (`demo-triage.ts`). */
  triage?: boolean;
  /** The bot logged in on the local Discord's gateway, the guild catalog filled. */
  gateway?: boolean;
}

/**
 * The real app on a fresh database with the demo data, listening on a free port of
 * 127.0.0.1, in demo mode: the discord.js bot talks to the app's own local Discord over HTTP
 * (and, with `gateway`, over its WebSocket gateway), as it would to Discord.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const storageRoot = await mkdtemp(path.join(tmpdir(), 'panel-files-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: testOrigin,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      // A fixed key: the tests' game databases keep their passwords sealed as in production.
      GAME_DB_KEY: 'dGVzdGUtZGEtY2hhdmUtZG9zLWJhbmNvcy1kby1qb2c=',
      ...options.env,
    }),
    storage: { driver: 'fs', root: storageRoot },
  };
  const storage = createFileStorage(config.storage);
  const database = await createTestDatabase();
  await ensureDefaultRoles(database.db);
  if (options.seed !== false) {
    await seedDemoIfEmpty(database.db, storage, {
      teamHistory: options.teamHistory ?? false,
      triage: options.triage ?? false,
    });
  }
  let port = 0;
  const served = config.discord ? null : serveLocalDiscord(signInRedirectUri(config));
  const discord = createDiscord(
    config,
    database.db,
    () => `http://127.0.0.1:${port}`,
    storage,
    served,
  );
  const app = await buildApp({ config, database, discord, storage, webDistDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address && typeof address === 'object') port = address.port;
  if (options.gateway) {
    discord.port.connectGateway();
    await discord.port.waitUntilReady();
    await discord.port.catalogIdle();
  }
  return {
    app,
    config,
    database,
    discord,
    storage,
    storageRoot,
    get local() {
      if (!served) throw new Error('This test app talks to Discord, not a local one.');
      return served.local;
    },
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await discord.port.stop();
      await app.close();
      await database.close();
      await rm(storageRoot, { recursive: true, force: true });
    },
  };
}
