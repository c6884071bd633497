import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import { freePort } from './processes';

/**
 * A throwaway MariaDB server for the tests that write into a game's database, started as the
 * tests start PostgreSQL: Debian's `mariadb-server` (installed by scripts/test-prerequisites.sh),
 * a fresh data folder, a free port, deleted on stop.
 */
export interface TestMariaDb {
  port: number;
  /** Runs SQL as root (the test's own reads and setup). */
  query<T = unknown>(sql: string, values?: unknown[]): Promise<T[]>;
  /** Creates `database` and runs a whole SQL script in it (a framework's published schema). */
  load(database: string, script: string): Promise<void>;
  stop(): Promise<void>;
}

function binary(name: string): string {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin']) {
    const file = path.join(dir, name);
    if (existsSync(file)) return file;
  }
  throw new Error(
    `${name} is missing: the game database tests run MariaDB. Run scripts/test-prerequisites.sh (it installs mariadb-server) or apt-get install mariadb-server.`,
  );
}

async function connectWhenUp(port: number, server: ChildProcess, log: () => string) {
  let exited = false;
  server.once('exit', () => (exited = true));
  // Waits on the server itself: up when it accepts a connection, failed when it exits.
  for (;;) {
    if (exited) throw new Error(`mariadbd exited:\n${log()}`);
    try {
      return await mysql.createConnection({ host: '127.0.0.1', port, user: 'root' });
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export async function startMariaDb(): Promise<TestMariaDb> {
  const dir = await mkdtemp(path.join(tmpdir(), 'panel-mariadb-'));
  // Its own temporary folder: the install and the server write their temporary tables there,
  // beside no other MariaDB a parallel test starts.
  const temporary = path.join(dir, 'tmp');
  await mkdir(temporary);
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const init = spawnSync(
    binary('mariadb-install-db'),
    [
      '--no-defaults',
      `--datadir=${path.join(dir, 'data')}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      `--tmpdir=${temporary}`,
      ...asRoot,
    ],
    { encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`mariadb-install-db failed:\n${init.stderr}`);
  const port = await freePort();
  let output = '';
  const server = spawn(
    binary('mariadbd'),
    [
      '--no-defaults',
      `--datadir=${path.join(dir, 'data')}`,
      `--socket=${path.join(dir, 'mariadb.sock')}`,
      `--pid-file=${path.join(dir, 'mariadb.pid')}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=16M',
      `--tmpdir=${temporary}`,
      ...asRoot,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const root = await connectWhenUp(port, server, () => output);
  return {
    port,
    async query<T>(sql: string, values: unknown[] = []) {
      const [rows] = await root.query(sql, values);
      return rows as T[];
    },
    async load(database, script) {
      await root.query(`CREATE DATABASE \`${database}\``);
      const connection = await mysql.createConnection({
        host: '127.0.0.1',
        port,
        user: 'root',
        database,
        multipleStatements: true,
      });
      try {
        await connection.query(script);
      } finally {
        await connection.end();
      }
    },
    async stop() {
      await root.end().catch(() => undefined);
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await once(server, 'exit');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
