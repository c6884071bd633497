import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { createPglite, fromPglite, type DatabaseHandle } from '../src/db/client';
import { fromPostgres } from '../src/db/postgres';

export const templateDatabase = 'panel_test_template';
/** Where the global setup left the migrated PGlite archive (test/global-setup.ts). */
export const pgliteTemplateVariable = 'PANEL_TEST_PGLITE_TEMPLATE';

/** Tests run on PGlite, or on the PostgreSQL server named by TEST_DATABASE_URL. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export function adminUrl(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

let pgliteTemplate: Promise<Blob> | null = null;

/** A new PGlite, migrated, as a `dumpDataDir` archive to start test databases from. */
export async function migratedPgliteArchive(): Promise<Blob> {
  const client = await createPglite();
  await fromPglite(client).migrate();
  const archive = await client.dumpDataDir('none');
  await client.close();
  return archive;
}

/** The migrated archive the global setup wrote; migrated here when run without it. */
async function migratedPglite(): Promise<Blob> {
  const file = process.env[pgliteTemplateVariable];
  return file ? new Blob([await fs.readFile(file)]) : migratedPgliteArchive();
}

/** A fresh copy of the migrated template on the server at `url`: its URL, and how to drop it. */
export async function createPostgresCopy(
  url: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `panel_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    // Two copies of one template at the same instant can collide; try again briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${templateDatabase}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !String(error).includes('being accessed')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  } finally {
    await admin.end();
  }
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl(url) });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function createPostgresDatabase(url: string): Promise<DatabaseHandle> {
  const copy = await createPostgresCopy(url);
  const handle = fromPostgres(copy.url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

/** The migrated PGlite template, as an archive `createPglite` loads. */
export function pgliteTemplateArchive(): Promise<Blob> {
  pgliteTemplate ??= migratedPglite();
  return pgliteTemplate;
}

/** A fresh, migrated, empty database for one test app. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return createPostgresDatabase(url);
  return fromPglite(await createPglite(undefined, await pgliteTemplateArchive()));
}
