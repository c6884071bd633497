import { fromPostgres } from '../src/db/client';
import { adminUrl, templateDatabase } from './test-database';

/** On PostgreSQL, migrate one template database that every test database is copied from. */
export async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`drop database if exists ${templateDatabase} with (force)`);
  await admin.query(`create database ${templateDatabase}`);
  await admin.end();
  const template = fromPostgres(withDatabase(url, templateDatabase));
  await template.migrate();
  await template.close();
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
