import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './test-database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/** Command lines of the processes whose environment names this data directory. */
async function processesUsing(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    try {
      const environ = await readFile(`/proc/${pid}/environ`, 'utf8');
      if (!environ.split('\0').includes(`DATA_DIR=${dataDir}`)) continue;
      found.push((await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ').trim());
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

// Once is enough: `npm start` runs on its embedded database whatever the suite's database is.
describe.skipIf(testDatabaseKind !== 'pglite')('npm start', () => {
  it('runs the compiled server, and SIGTERM to npm stops it gracefully within 10 s, leaving nothing behind', async () => {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'panel-start-'));
    const health = `http://127.0.0.1:${port}/healthz`;
    // /healthz answers from the first moments; the stop is tested on the started panel.
    const ready = `http://127.0.0.1:${port}/readyz`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    delete env.DEMO_MODE;
    delete env.NODE_ENV;
    const npm = spawn('npm', ['start'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Each part of the stop logs its time: a slow stop names the part that held it.
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    npm.stdout.on('data', keep);
    npm.stderr.on('data', keep);
    const stopParts = () =>
      output
        .split('\n')
        .filter((line) => /"msg":"(stopped|shutting down|shutdown failed)"/.test(line))
        .map((line) => line.replace(/^.*?"part"/, '"part"'))
        .join('\n');
    try {
      const deadline = Date.now() + 100_000;
      while (!(await healthy(ready))) {
        if (Date.now() > deadline || npm.exitCode !== null)
          throw new Error('npm start did not come up');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // The server is node on the compiled output, not a TypeScript runner.
      expect(
        (await processesUsing(dataDir)).some((cmd) => /^node .*dist\/main\.js$/.test(cmd)),
      ).toBe(true);
      // A client that connected and sent nothing yet (a browser's spare connection) must not
      // hold the stop until the forced exit.
      const silent = connect(port, '127.0.0.1');
      await once(silent, 'connect');
      const stopping = Date.now();
      npm.kill('SIGTERM');
      await once(npm, 'exit');
      silent.destroy();
      const tookMs = Date.now() - stopping;
      expect(tookMs, `stop took ${tookMs} ms:\n${stopParts()}`).toBeLessThan(10_000);
      // 0 is the graceful path; the forced exit after 10 s says 1.
      expect(npm.exitCode, stopParts()).toBe(0);
      expect(await healthy(health)).toBe(false);
      expect(await processesUsing(dataDir)).toEqual([]);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  it('backs up with npm run backup (the compiled command) once the panel is stopped, and the restored folder starts', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'panel-backup-cli-'));
    const dataDir = path.join(work, 'dados');
    const restoredDir = path.join(work, 'restaurado');
    const file = path.join(work, 'painel.tar');
    const envFor = (dir: string, port = 0): NodeJS.ProcessEnv => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: String(port) };
      for (const key of ['DEMO_MODE', 'NODE_ENV', 'DATABASE_URL', 'TEST_DATABASE_URL'])
        delete env[key];
      return env;
    };
    // Called from the backups' folder with a relative name, as an operator would: npm runs the
    // compiled command from apps/server, and the name is taken from where npm was called.
    const npmRun = (args: string[], dir: string) =>
      spawnSync('npm', ['--prefix', repoRoot, 'run', '-s', ...args], {
        cwd: work,
        env: envFor(dir),
        encoding: 'utf8',
      });
    /** The compiled panel on `dir`, ready; stopped by the function it gives. */
    const startPanel = async (dir: string) => {
      const port = await freePort();
      const panel = spawn('sh', [path.join(repoRoot, 'apps/server/start.sh')], {
        env: envFor(dir, port),
        stdio: 'ignore',
      });
      const deadline = Date.now() + 100_000;
      while (!(await healthy(`http://127.0.0.1:${port}/readyz`))) {
        if (Date.now() > deadline || panel.exitCode !== null)
          throw new Error('the panel did not come up');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return {
        port,
        async stop() {
          panel.kill('SIGTERM');
          if (panel.exitCode === null) await once(panel, 'exit');
        },
      };
    };
    try {
      const running = await startPanel(dataDir);
      const refused = npmRun(['backup', '--', 'painel.tar'], dataDir);
      await running.stop();
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('O painel está rodando com o banco embutido');

      const backup = npmRun(['backup', '--', 'painel.tar'], dataDir);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backup salvo em ${file}`);
      expect(backup.stdout).toContain('Guarde também, em outro lugar, a chave dos bancos do jogo');

      const restore = npmRun(['restore', '--', 'painel.tar'], restoredDir);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(
        /restaurado em [\d.]+ s: \d+ linhas em \d+ tabelas e \d+ arquivos, todos conferidos/,
      );

      const restored = await startPanel(restoredDir);
      try {
        const config = await fetch(`http://127.0.0.1:${restored.port}/api/config`);
        expect(config.status).toBe(200);
      } finally {
        await restored.stop();
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }, 300_000);

  it('loads at start only what serving needs: the bot, uploads, S3 and PostgreSQL when used', async () => {
    execFileSync(process.execPath, ['scripts/build-if-changed.mjs'], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    const dist = path.join(repoRoot, 'apps/server/dist');
    const files = await readdir(dist);
    const code = async (file: string) => readFile(path.join(dist, file), 'utf8');
    /** What a file imports before it runs (not `import()`), as esbuild writes it. */
    const staticImports = (source: string) =>
      [...source.matchAll(/\bimport\s*(?:[^'";]*?\bfrom\s*)?["']([^"']+)["']/g)].map(
        (match) => match[1] ?? '',
      );
    // main.js and the server's chunk it loads, with every chunk they import.
    const serverChunk = files.find((file) => /^server-.*\.js$/.test(file));
    expect(serverChunk).toBeDefined();
    const atStart = new Set<string>();
    const bare = new Set<string>();
    const queue = ['main.js', serverChunk ?? ''];
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (atStart.has(file)) continue;
      atStart.add(file);
      for (const specifier of staticImports(await code(file))) {
        if (specifier.startsWith('./')) queue.push(specifier.slice(2));
        else bare.add(specifier);
      }
    }
    const late = /^(discord\.js|sharp|file-type|flydrive|@aws-sdk\/|pg$|pg\/)/;
    expect([...bare].filter((name) => late.test(name))).toEqual([]);
    for (const file of atStart) {
      expect(await code(file)).not.toMatch(/^\/\/ .*node_modules\/(pg|discord\.js)\//m);
    }
    // The bot's chunk is where discord.js is imported: the parse above finds it there.
    const botChunk = files.find((file) => /^bot-runtime-.*\.js$/.test(file)) ?? '';
    expect(atStart.has(botChunk)).toBe(false);
    expect(staticImports(await code(botChunk))).toContain('discord.js');
  }, 150_000);
});
