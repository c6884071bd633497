import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, checked with Standard Webhooks' reference library. */
export interface ReceivedWebhook {
  /** The path it was posted to: one per subscription in a test. */
  path: string;
  id: string;
  timestamp: string;
  body: string;
  headers: IncomingHttpHeaders;
  /** `new Webhook(secret).verify(body, headers)` accepted it. */
  verified: boolean;
  /** Why the reference library refused it. */
  refusal: string | null;
  /** `performance.now()` when it arrived. */
  at: number;
}

/** How the receiver answers: a status (and headers, a body), or never (a timeout). */
export type WebhookReply =
  { status: number; headers?: Record<string, string>; body?: string } | 'hang';

type Plan = (received: ReceivedWebhook, attempt: number) => WebhookReply | Promise<WebhookReply>;

/**
 * A webhook receiver on 127.0.0.1 (reached over http, which the tests allow for loopback): it
 * verifies each request with the reference library under the secret given for its path and
 * answers as the path's plan says (200 by default). `connections` counts every socket opened.
 */
export async function startWebhookReceiver() {
  const secrets = new Map<string, string>();
  const plans = new Map<string, Plan>();
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const path = request.url ?? '';
        const body = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : '';
        };
        let refusal: string | null = null;
        try {
          new Webhook(secrets.get(path) ?? 'whsec_AAAA').verify(body, {
            'webhook-id': header('webhook-id'),
            'webhook-timestamp': header('webhook-timestamp'),
            'webhook-signature': header('webhook-signature'),
          });
        } catch (error) {
          refusal = error instanceof Error ? error.message : String(error);
        }
        const delivery: ReceivedWebhook = {
          path,
          id: header('webhook-id'),
          timestamp: header('webhook-timestamp'),
          body,
          headers: request.headers,
          verified: refusal === null,
          refusal,
          at: performance.now(),
        };
        received.push(delivery);
        const attempt = received.filter((other) => other.path === path).length;
        const plan = plans.get(path);
        const reply = plan ? await plan(delivery, attempt) : { status: 200, body: 'ok' };
        if (reply === 'hang') {
          hanging.add(response);
          return;
        }
        response.writeHead(reply.status, reply.headers);
        response.end(reply.body ?? '');
      })();
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    get connections() {
      return connections;
    },
    /** `http://127.0.0.1:<port><path>`. */
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The secret requests to `path` are verified with. */
    expect(path: string, secret: string) {
      secrets.set(path, secret);
    },
    /** How requests to `path` are answered. */
    answer(path: string, plan: Plan) {
      plans.set(path, plan);
    },
    /** The requests posted to `path`, in the order they arrived. */
    at: (path: string) => received.filter((delivery) => delivery.path === path),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
