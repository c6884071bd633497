// The thread that runs PGlite for the server (pglite-thread.ts): SQL runs here, in
// WebAssembly, while the main thread keeps answering requests.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite';
import { toErrorData, type Reply, type Request } from './pglite-protocol';

const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const post = (reply: Reply) => port.postMessage(reply);
const keepText = (value: string) => value;

async function handle(db: PGlite, request: Request, unlisten: Map<string, () => Promise<void>>) {
  switch (request.op) {
    case 'query': {
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, keepText]));
      const result = await db.query(request.text, request.params, {
        rowMode: request.rowMode,
        parsers,
      });
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec':
      return (await db.exec(request.text)).map((result) => ({
        rows: result.rows,
        fields: result.fields,
        affectedRows: result.affectedRows,
      }));
    case 'listen': {
      if (!unlisten.has(request.channel)) {
        const stop = await db.listen(request.channel, (payload) =>
          post({ op: 'notification', channel: request.channel, payload }),
        );
        unlisten.set(request.channel, stop);
      }
      return null;
    }
    case 'unlisten': {
      await unlisten.get(request.channel)?.();
      unlisten.delete(request.channel);
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

try {
  const db = await createPglite((workerData as { dataDir?: string }).dataDir);
  const unlisten = new Map<string, () => Promise<void>>();
  port.on('message', (request: Request) => {
    handle(db, request, unlisten).then(
      (value) => post({ op: 'result', id: request.id, ok: true, value }),
      (error: unknown) =>
        post({ op: 'result', id: request.id, ok: false, error: toErrorData(error) }),
    );
  });
  post({ op: 'ready' });
} catch (error) {
  post({ op: 'failed', error: toErrorData(error) });
}
