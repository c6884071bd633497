import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Running {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `command` and resolves once `ready(line)` matches a line of its output. */
export function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: (line: string) => boolean,
  timeoutMs = 60_000,
): Promise<Running & { readyLine: string }> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${command} ${args.join(' ')} not ready:\n${output.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (ready(line)) {
          clearTimeout(timer);
          child.stdout?.off('data', onData);
          child.stdout?.resume();
          child.stderr?.resume();
          resolve({ child, stop, readyLine: line });
          return;
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${String(code)}:\n${output.slice(-2000)}`));
    });
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
export async function residentMb(pid: number | undefined): Promise<number> {
  if (pid === undefined) return Number.NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : Number.NaN;
}

/**
 * Starts `command` and resolves once `healthUrl` answers 2xx, checked every 250 ms; rejects
 * with the end of its output when it exits first or is not up within `timeoutMs`. `output()`
 * gives what it has written since (for a failing test's message).
 */
export async function startUntilHealthy(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string },
  healthUrl: string,
  timeoutMs = 180_000,
): Promise<Running & { output(): string }> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${command} ${args.join(' ')} exited before it was up:\n${output}`);
    }
    const up = await fetch(healthUrl, { signal: AbortSignal.timeout(5_000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
    if (up) return { child, stop, output: () => output };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${command} ${args.join(' ')} not up within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
