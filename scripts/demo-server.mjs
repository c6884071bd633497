// The demo server as `npm start` runs it (built: `apps/server/dist/main.js`), for the scripts
// that measure it in a browser (web-bench.mjs, sign-in-bench.mjs).
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo server, as `npm start` runs it, on a fresh database; resolves once healthy. */
export async function startServer(serverMain, port, dataDir) {
  const env = { ...process.env };
  // Only the demo: no outside database, Discord or bucket from the caller's shell.
  for (const key of Object.keys(env)) {
    if (/^(DATABASE_URL|DISCORD_|S3_|STORAGE_DRIVER|ADMIN_DISCORD_IDS|DEMO_SEED)/.test(key)) {
      delete env[key];
    }
  }
  Object.assign(env, {
    NODE_ENV: 'production',
    DEMO_MODE: 'true',
    DEMO_SIMULATOR: 'off',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  });
  const child = spawn(process.execPath, [serverMain], {
    cwd: path.resolve(path.dirname(serverMain), '../../..'),
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-4000);
  });
  const base = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`o servidor saiu com código ${child.exitCode}:\n${stderr}`);
    }
    try {
      const health = await fetch(`${base}/readyz`);
      if (health.status === 200) return { child, base };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`o servidor não respondeu /readyz em 120 s:\n${stderr}`);
}

export async function stopServer(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
