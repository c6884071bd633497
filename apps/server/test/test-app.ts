import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { ensureDefaultRoles } from '../src/db/seed/default-roles';
import { seedDemoIfEmpty } from '../src/db/seed/demo';
import { createDiscord, type DiscordSetup } from '../src/discord/create-discord';
import type { StandInGuild } from '../src/discord/standin/guild';
import { createTestDatabase } from './test-database';

export const testOrigin = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  discord: DiscordSetup;
  guild: StandInGuild;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database with the demo data, listening on a free port of
 * 127.0.0.1 (the Discord stand-in is reached over HTTP, as Discord would be).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: testOrigin,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await createTestDatabase();
  await ensureDefaultRoles(database.db);
  if (options.seed !== false) await seedDemoIfEmpty(database.db);
  let port = 0;
  const discord = createDiscord(config, () => `http://127.0.0.1:${port}`);
  const app = await buildApp({ config, database, discord, webDistDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address && typeof address === 'object') port = address.port;
  await discord.port.start();
  return {
    app,
    config,
    database,
    discord,
    guild: discord.standIn!,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
