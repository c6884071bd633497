import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';

// The panel's port, opened by main.ts before the rest of the server loads: a restart answers
// /healthz at once, and every other request is told the panel is starting, until the app takes
// the same server over (docs/performance.md#start-time).

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const starting = 'O painel está iniciando. Tente de novo em alguns segundos.';

/** What /readyz answers while starting: the contract's shape, every check not yet run. */
function startingReadiness(version: string) {
  const pending = { ok: false, message: 'O painel está iniciando.' };
  return {
    status: 'not_ready',
    version,
    uptimeSeconds: Math.round(process.uptime()),
    notReady: ['database', 'migrations', 'discord', 'outbox', 'gameDatabases'],
    checks: {
      database: { ...pending, roundTripMs: null },
      migrations: { ...pending, applied: 0, expected: 0 },
      discord: { ...pending, mode: 'discord', status: 'offline', pingMs: null },
      outbox: { ...pending, oldestDueSeconds: null, maxDueSeconds: 0 },
      gameDatabases: { ...pending, connected: 0, unreachable: 0 },
    },
  };
}

/** The page's only style, allowed by its hash (no inline style without it). */
const startingStyle =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:0 24px;box-sizing:border-box}p{max-width:28rem;opacity:.8}';
const startingStyleHash = createHash('sha256').update(startingStyle).digest('base64');

const startingPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><title>Iniciando…</title><style>${startingStyle}</style></head><body><p>${starting}</p></body></html>`;

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'sha256-${startingStyleHash}'; frame-ancestors 'none'`,
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

function answerWhileStarting(version: string): Handler {
  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const json = 'application/json; charset=utf-8';
    if (path === '/healthz') {
      const body = { status: 'ok', version, uptimeSeconds: Math.round(process.uptime()) };
      send(response, 200, json, JSON.stringify(body));
    } else if (path === '/readyz') {
      send(response, 503, json, JSON.stringify(startingReadiness(version)));
    } else if (path.startsWith('/api/')) {
      const body = { code: 'unavailable', message: starting };
      send(response, 503, json, JSON.stringify(body), { 'retry-after': '2' });
    } else {
      send(response, 503, 'text/html; charset=utf-8', startingPage, { 'retry-after': '2' });
    }
  };
}

export interface EarlyListener {
  server: Server;
  /** For Fastify's `serverFactory`: keeps the app's handler until `handOver`. */
  adopt(handler: Handler): Server;
  /** From now on every request goes to the app. */
  handOver(): void;
  port: number;
}

/** Listens on the panel's port at once, answering as `answerWhileStarting` says. */
export async function listenEarly(where: {
  port: number;
  host: string;
  version: string;
}): Promise<EarlyListener> {
  let current: Handler = answerWhileStarting(where.version);
  let adopted: Handler | null = null;
  const server = createServer((request, response) => current(request, response));
  server.listen(where.port, where.host);
  await once(server, 'listening');
  const address = server.address();
  return {
    server,
    port: address && typeof address === 'object' ? address.port : where.port,
    adopt(handler) {
      adopted = handler;
      return server;
    },
    handOver() {
      if (!adopted) throw new Error('the app has not adopted the early listener');
      current = adopted;
    },
  };
}
