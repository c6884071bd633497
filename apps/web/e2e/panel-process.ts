import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The end-to-end servers' ports start here (E2E_PORT); each worker takes the next. */
export const basePort = Number(process.env.E2E_PORT ?? 3100);

/** Resolves with the exit code once the child ends (at once if it has already). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Asks a child to stop and waits until it has. */
export async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child) return;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  await exited;
}

/**
 * Waits until the panel answers its health check, for as long as the caller's budget allows;
 * fails at once, with its exit code, if the panel stops first.
 */
export async function waitForHealth(child: ChildProcess, url: string): Promise<void> {
  let stopped = false;
  const exited = exitOf(child).then((code) => {
    stopped = true;
    return code;
  });
  const healthy = (async () => {
    while (!stopped) {
      try {
        if ((await fetch(url)).ok) return 'healthy' as const;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return 'stopped' as const;
  })();
  const first = await Promise.race([healthy, exited]);
  if (first !== 'healthy') {
    throw new Error(`the panel stopped (exit code ${await exited}) before ${url} answered`);
  }
}

/** The compiled server, as `npm start` runs it (`npm run build` compiles it), answering on `port`. */
export async function startPanel(
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; child: ChildProcess }> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  await waitForHealth(child, `${url}/readyz`);
  return { url, child };
}
