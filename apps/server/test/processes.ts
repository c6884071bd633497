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
