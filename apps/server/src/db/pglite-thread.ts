import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fromErrorData, type Reply, type Request } from './pglite-protocol';

interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'object' | 'array';
  /** Parsers per type id; PGlite runs in another thread, so a parser listed here keeps the text as is. */
  parsers?: Record<number, unknown>;
}

/** What a transaction's callback receives: PGlite's `Transaction`, as drizzle uses it. */
export interface ThreadTransaction {
  query(text: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
  exec(text: string): Promise<Results[]>;
  closed: boolean;
}

/**
 * The built server runs dist/pglite-worker.js; from the TypeScript sources (development,
 * tests) the thread first registers tsx, as the main thread did, then loads the .ts file.
 */
function startWorker(workerData: { dataDir?: string | undefined }): Worker {
  // The thread's own JavaScript only carries results across: a small young generation keeps
  // its heap from growing under load (docs/performance.md#memory).
  const resourceLimits = { maxYoungGenerationSizeMb: 8 };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), {
      workerData,
      resourceLimits,
    });
  }
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./pglite-worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits });
}

type Request_ = Request extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * PGlite on a worker thread (pglite-worker.ts), with the part of PGlite's API that drizzle
 * and the server use: `query`, `exec`, `transaction`, `listen`, `close`. SQL runs in
 * WebAssembly on that thread, so a long statement no longer stops the main thread from
 * answering other requests (docs/performance.md#pglite-thread).
 *
 * Like PGlite itself, one connection: statements run one at a time, and a transaction holds
 * the connection until it ends (other statements wait, as they do in PGlite).
 */
export class PgliteThread {
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (error) => this.#failAll(error));
    worker.on('exit', () => this.#failAll(new Error('The PGlite thread exited.')));
  }

  /** Starts the thread and opens the database in `dataDir` (in memory without one). */
  static async start(dataDir?: string): Promise<PgliteThread> {
    const worker = startWorker({ dataDir });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (reply: Reply) => {
        if (reply.op === 'ready') resolve();
        else if (reply.op === 'failed') reject(fromErrorData(reply.error));
        else return;
        worker.off('message', onMessage);
        worker.off('error', reject);
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    return new PgliteThread(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  query(text: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results> {
    return this.#exclusive(() => this.#query(text, params, options));
  }

  exec(text: string): Promise<Results[]> {
    return this.#exclusive(() => this.#call({ op: 'exec', text }) as Promise<Results[]>);
  }

  /** BEGIN, the callback's statements, then COMMIT (ROLLBACK when it throws). */
  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.hold(async (tx) => {
      await tx.exec('BEGIN');
      try {
        const result = await callback(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        await tx.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
  }

  /**
   * Runs `work` with the connection to itself: every statement queued after it waits until it
   * ends. A backup copies PGlite's folder while it holds it (backup/database-dump.ts).
   */
  hold<T>(work: (connection: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.#exclusive(async () => {
      const connection: ThreadTransaction = {
        query: (text, params = [], options = {}) => this.#query(text, params, options),
        exec: (text) => this.#call({ op: 'exec', text }) as Promise<Results[]>,
        closed: false,
      };
      try {
        return await work(connection);
      } finally {
        connection.closed = true;
      }
    });
  }

  /** Calls `callback` with each notification on `channel`; returns how to stop. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#call({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#closed) return;
      this.#listeners.delete(channel);
      await this.#call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#exclusive(() => this.#call({ op: 'close' }));
    this.#closed = true;
    await this.#worker.terminate();
  }

  #query(text: string, params: unknown[], options: QueryOptions): Promise<Results> {
    return this.#call({
      op: 'query',
      text,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    }) as Promise<Results>;
  }

  /** Runs `work` once every statement and transaction queued before it has ended. */
  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #call(request: Request_): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('The database is closed.'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #receive(reply: Reply): void {
    if (reply.op === 'notification') {
      for (const callback of this.#listeners.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    if (reply.op !== 'result') return;
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromErrorData(reply.error));
  }

  #failAll(error: Error): void {
    this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}

/** PGlite stored in `<dataDir>/pglite`, opened on its thread (the directory made if missing). */
export async function openPgliteDirectory(dataDir: string): Promise<PgliteThread> {
  const dir = path.join(dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  return PgliteThread.start(dir);
}
