import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  copiesOf,
  dockerContextFiles,
  eggDoneLines,
  envOf,
  execForm,
  instructionsOf,
  readDockerfile,
  readEgg,
  repoRoot,
  type Egg,
} from './packaging-files';
import { freePort } from './processes';
import { testDatabaseKind } from './test-database';

/**
 * What the egg and the image run, run here on one fresh install, as no container runtime,
 * Pterodactyl or Pelican runs on these machines (docs/decisions/2026-12-05-packaging.md):
 *
 * - the egg's installation script, as Wings runs it (pterodactyl/wings server/install.go: the
 *   script with \r\n made \n, run by the egg's entrypoint with the server's variables; the
 *   server's folder, /mnt/server there, given in INSTALL_DIR), downloading the source archive
 *   from a local HTTP server: it runs deploy/build.sh, the image's build stage too;
 * - the egg's startup command as the Node yolk runs it (parkervcp/yolks nodejs/entrypoint.sh:
 *   {{VAR}} made ${VAR}, then eval), in the server's folder (/home/container there), until
 *   /healthz answers and the console prints the egg's done line; stopped as tini -g stops it;
 * - the image's runtime stage replayed from that build: its COPYs into an empty folder, its ENV,
 *   WORKDIR and CMD, the HEALTHCHECK's command, then backup and restore with what it holds.
 *
 * Paths the containers would mount (/home/container, /data, /backups) are folders of the test.
 * npm reads its cache before the network (npm_config_prefer_offline): the suite's own `npm ci`
 * filled it.
 */

/** Real time a step may take on a slow, loaded 2-core machine. */
const installTimeoutMs = 15 * 60_000;
const conditionTimeoutMs = 180_000;

/** The lines of parkervcp/yolks nodejs/entrypoint.sh that run the startup, after its `cd`. */
const yolkStartup = [
  "MODIFIED_STARTUP=$(echo -e ${STARTUP} | sed -e 's/{{/${/g' -e 's/}}/}/g')",
  'echo ":/home/container$ ${MODIFIED_STARTUP}"',
  'eval ${MODIFIED_STARTUP}',
].join('\n');

interface Ran {
  code: number | null;
  output: string;
}

/** Runs a command to its end, its output kept. */
async function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<Ran> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keptOutput(child);
  const killer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? conditionTimeoutMs);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(killer);
  return { code, output: output() };
}

/** The last 40,000 characters a child wrote, on either stream. */
function keptOutput(child: ChildProcess): () => string {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-40_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}

/** A long-running process whose output is kept, started in a process group of its own. */
function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  return { child, output: keptOutput(child), exited };
}

const running: ChildProcess[] = [];

async function until(what: string, check: () => Promise<boolean>, log: () => string) {
  const deadline = Date.now() + conditionTimeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${conditionTimeoutMs} ms\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** What the host gives the processes it starts: PATH and HOME, npm's cache if set elsewhere. */
function hostEnvironment(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: home,
    npm_config_cache: process.env.npm_config_cache || path.join(process.env.HOME ?? '', '.npm'),
    npm_config_prefer_offline: 'true',
  };
}

/**
 * The server's environment as Wings gives it (server.go GetEnvironmentVariables: TZ, STARTUP,
 * SERVER_MEMORY, SERVER_IP, SERVER_PORT, then the egg's variables), each variable at its default
 * with /home/container, the server's folder in the container, made `serverDir`.
 */
function serverEnvironment(egg: Egg, serverDir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    TZ: 'UTC',
    STARTUP: egg.startup,
    SERVER_MEMORY: '1024',
    SERVER_IP: '127.0.0.1',
    SERVER_PORT: String(port),
  };
  for (const variable of egg.variables) {
    env[variable.env_variable] = variable.default_value.replace(
      /^\/home\/container(?=\/|$)/,
      serverDir,
    );
  }
  return env;
}

describe.skipIf(testDatabaseKind !== 'pglite')(
  'a fresh install, as the egg and the image make it',
  () => {
    const egg = readEgg();
    let work = '';
    let serverDir = '';
    let sourceServer: Server | undefined;
    let sourceUrl = '';
    let install: Ran & { seconds: number } = { code: null, output: '', seconds: 0 };

    beforeAll(async () => {
      work = await mkdtemp(path.join(tmpdir(), 'panel-packaging-'));
      serverDir = path.join(work, 'server');
      await mkdir(serverDir);

      // The source as a release archive has it: the build context under one top folder.
      const archive = path.join(work, 'painel-rp.tar.gz');
      const list = path.join(work, 'files.txt');
      await writeFile(list, `${dockerContextFiles().join('\n')}\n`);
      const packed = await run(
        'tar',
        ['-czf', archive, '--transform', 's,^,painel-rp/,', '-T', list],
        { cwd: repoRoot, env: { PATH: process.env.PATH } },
      );
      if (packed.code !== 0) throw new Error(`tar failed:\n${packed.output}`);
      sourceServer = createServer((request, response) => {
        if (request.url !== '/painel-rp.tar.gz') return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': 'application/gzip' });
        createReadStream(archive).pipe(response);
      });
      sourceServer.listen(0, '127.0.0.1');
      await once(sourceServer, 'listening');
      const address = sourceServer.address();
      sourceUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/painel-rp.tar.gz`;

      // Wings writes the script to /mnt/install/install.sh and runs `<entrypoint> install.sh`.
      const installDir = path.join(work, 'install');
      await mkdir(installDir);
      await writeFile(
        path.join(installDir, 'install.sh'),
        egg.scripts.installation.script.replaceAll('\r\n', '\n'),
      );
      const started = performance.now();
      const ran = await run(egg.scripts.installation.entrypoint, ['install.sh'], {
        cwd: installDir,
        env: {
          ...hostEnvironment(process.env.HOME ?? work),
          ...serverEnvironment(egg, serverDir, 0),
          SOURCE_URL: sourceUrl,
          INSTALL_DIR: serverDir,
        },
        timeoutMs: installTimeoutMs,
      });
      install = { ...ran, seconds: Math.round((performance.now() - started) / 1000) };
    }, installTimeoutMs + 60_000);

    afterAll(async () => {
      for (const child of running) {
        if (child.exitCode === null && child.signalCode === null && child.pid) {
          try {
            process.kill(-child.pid, 'SIGKILL');
          } catch {
            // gone meanwhile
          }
        }
      }
      sourceServer?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    it('installs with the egg script on an empty folder: the built panel, no development packages', async () => {
      expect(install.code, install.output).toBe(0);
      expect(install.output).toContain(`Painel instalado em ${serverDir}`);
      for (const built of [
        'apps/server/dist/main.js',
        'apps/server/dist/backup.js',
        'apps/server/dist/restore.js',
        'apps/server/dist/migrations/meta/_journal.json',
        'apps/web/dist/index.html',
      ]) {
        expect(existsSync(path.join(serverDir, built)), built).toBe(true);
      }
      const packages = await readdir(path.join(serverDir, 'node_modules'));
      expect(packages).toContain('@electric-sql');
      expect(
        packages.filter((name) =>
          ['vitest', 'typescript', 'esbuild', 'vite', 'eslint'].includes(name),
        ),
      ).toEqual([]);
    });

    it("starts with the egg's startup command as the yolk runs it, says the done line, and stops on the egg's signal", async () => {
      expect(install.code, install.output).toBe(0);
      const port = await freePort();
      const env = {
        ...hostEnvironment(serverDir),
        ...serverEnvironment(egg, serverDir, port),
        USER: 'container',
      };
      const yolk = start('bash', ['-c', yolkStartup], serverDir, env);
      running.push(yolk.child);
      const done = eggDoneLines(egg);
      await until(
        'the panel up and its done line printed',
        async () => (await healthy(port)) && done.some((line) => yolk.output().includes(line)),
        yolk.output,
      );
      // The embedded database is in the server's folder, which the host keeps.
      expect(existsSync(path.join(serverDir, 'data/pglite'))).toBe(true);

      // `^SIGTERM`: Wings signals the container, whose tini -g passes it to the process group.
      // The container ends when tini's child (the yolk's entrypoint) exits, and whatever still
      // runs in it is killed: the panel must be that child (the startup's `exec`) to stop
      // gracefully, its data lock released.
      expect(egg.config.stop).toBe('^SIGTERM');
      const group = -(yolk.child.pid ?? 0);
      const stopping = Date.now();
      process.kill(group, 'SIGTERM');
      const [code] = (await yolk.exited) as [number | null];
      const tookMs = Date.now() - stopping;
      try {
        process.kill(group, 'SIGKILL');
      } catch {
        // nothing left, as it should be
      }
      expect(tookMs, yolk.output().slice(-4000)).toBeLessThan(10_000);
      expect(code, yolk.output().slice(-4000)).toBe(0);
      expect(await healthy(port)).toBe(false);
      expect(existsSync(path.join(serverDir, 'data/panel.pid')), 'the data lock was left').toBe(
        false,
      );
    }, 300_000);

    it('on that install, npm run backup (as on a server installed with deploy/build.sh) finds the build up to date', async () => {
      expect(install.code, install.output).toBe(0);
      // The egg's folder, its panel stopped by the test above.
      const env = { ...hostEnvironment(serverDir), ...serverEnvironment(egg, serverDir, 0) };
      const backup = await run('npm', ['run', '-s', 'backup', '--', 'painel.tar'], {
        cwd: serverDir,
        env,
      });
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain('Build up to date');
      expect(backup.output).toContain(`Backup salvo em ${path.join(serverDir, 'painel.tar')}`);
      // `npm run restore` checks the build the same way (its round trip: start-stop.test.ts).
    }, 300_000);

    it("runs the image's runtime stage from that build: its command on a fresh data folder, its health check, backup and restore", async () => {
      expect(install.code, install.output).toBe(0);
      const [build, runtime] = readDockerfile().stages;
      const buildDir = instructionsOf(build!, 'WORKDIR')[0] ?? '';
      const workdir = instructionsOf(runtime!, 'WORKDIR')[0] ?? '';
      // The image's folders: its /app, and the volumes.
      const image = path.join(work, 'image');
      const appDir = path.join(image, 'app');
      const dataDir = path.join(image, 'data');
      const backupDir = path.join(image, 'backups');
      await mkdir(appDir, { recursive: true });
      expect(workdir).toBe(buildDir);
      for (const copy of copiesOf(runtime!)) {
        const from = path.join(serverDir, path.relative(buildDir, copy.source));
        const to = path.resolve(appDir, copy.destination);
        await mkdir(path.dirname(to), { recursive: true });
        // Hard links: a copy without the bytes; nothing here writes into the image's files.
        const copied = await run('cp', ['-al', from, to], {
          cwd: image,
          env: { PATH: process.env.PATH },
        });
        expect(copied.code, copied.output).toBe(0);
      }
      // The image's ENV (its PATH, for pg_dump, is the machine's here), the volumes mounted.
      const imageEnv = envOf(runtime!);
      delete imageEnv.PATH;
      const port = await freePort();
      const env: NodeJS.ProcessEnv = {
        ...hostEnvironment(path.join(image, 'home')),
        ...imageEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
      };
      const [command = '', ...args] = execForm(instructionsOf(runtime!, 'CMD')[0] ?? '');
      const healthcheck = execForm(instructionsOf(runtime!, 'HEALTHCHECK')[0] ?? '');
      const check = () => run(healthcheck[0] ?? '', healthcheck.slice(1), { cwd: appDir, env });

      const panel = start(command, args, appDir, env);
      running.push(panel.child);
      await until(
        'the panel up and ready',
        async () => (await healthy(port)) && panel.output().includes('painel pronto'),
        panel.output,
      );
      expect((await check()).code).toBe(0);

      // `docker stop`: SIGTERM to the container's process; 0 is the graceful stop.
      const stopping = Date.now();
      panel.child.kill('SIGTERM');
      const [code] = (await panel.exited) as [number | null];
      expect(Date.now() - stopping).toBeLessThan(10_000);
      expect(code, panel.output().slice(-4000)).toBe(0);
      const down = await check();
      expect(down.code).toBe(1);
      expect(down.output).toContain('/healthz não respondeu');

      // What `docker compose exec painel node apps/server/dist/backup.js` runs.
      const backup = await run('node', ['apps/server/dist/backup.js'], { cwd: appDir, env });
      expect(backup.code, backup.output).toBe(0);
      const [file] = await readdir(backupDir);
      expect(file).toMatch(/^painel-.*\.tar$/);
      const restore = await run(
        'node',
        ['apps/server/dist/restore.js', path.join(backupDir, file ?? '')],
        {
          cwd: appDir,
          env: { ...env, DATA_DIR: path.join(image, 'restored') },
        },
      );
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toMatch(
        /restaurado em [\d.]+ s: \d+ linhas em \d+ tabelas e \d+ arquivos, todos conferidos/,
      );
    }, 300_000);
  },
);
