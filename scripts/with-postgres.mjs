#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster: initdb in a temporary
// directory, start on a free port, run the command with TEST_DATABASE_URL set,
// then stop the cluster and delete the directory, whatever the command's outcome.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function findBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    const versions = fs
      .readdirSync(root)
      .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(root, versions[0], 'bin');
  }
  try {
    return path.dirname(execFileSync('which', ['initdb'], { encoding: 'utf8' }).trim());
  } catch {
    console.error('PostgreSQL not found: install it (Debian: apt-get install -y postgresql).');
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const bin = findBinDir();
const isRoot = process.getuid?.() === 0;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-pg-'));
const dataDir = path.join(dir, 'data');
if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);

/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
function pg(tool, args) {
  const file = path.join(bin, tool);
  const [cmd, cmdArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
    : [file, args];
  execFileSync(cmd, cmdArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

let started = false;
function stop() {
  if (started) {
    try {
      pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
    started = false;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}

const port = await freePort();
try {
  pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  pg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  started = true;
} catch (error) {
  console.error(`Could not start PostgreSQL: ${error.message}`);
  const log = path.join(dir, 'server.log');
  if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8'));
  stop();
  process.exit(1);
}

const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
console.log(`PostgreSQL ${path.basename(path.dirname(bin))} ready at ${url}`);
const child = spawn(command[0], command.slice(1), {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  stop();
  process.exit(code ?? (signal ? 1 : 0));
});
