import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fromPostgres } from '../src/db/postgres';
import {
  adminUrl,
  migratedPgliteArchive,
  pgliteTemplateVariable,
  templateDatabase,
} from './test-database';

/**
 * Migrates one template that every test database starts from: a database on PostgreSQL, an
 * archive of a migrated data directory on PGlite (loading it takes a second; creating and
 * migrating a PGlite, four).
 */
export async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return pgliteTemplate();
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase} with (force)`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();
  const template = fromPostgres(withDatabase(url, templateDatabase));
  await template.migrate();
  await template.close();
  return undefined;
}

async function pgliteTemplate(): Promise<() => Promise<void>> {
  const archive = await migratedPgliteArchive();
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'panel-test-template-'));
  const file = path.join(folder, 'pglite.tar');
  await fs.writeFile(file, Buffer.from(await archive.arrayBuffer()));
  // Test files run in processes forked after this, which inherit the environment.
  process.env[pgliteTemplateVariable] = file;
  return () => fs.rm(folder, { recursive: true, force: true });
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
