import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database, DatabaseHandle } from '../../db/client';
import { requireAuth } from '../../http/auth-context';
import { unauthenticated } from '../../http/errors';
import { addEndpoint } from '../../http/route';
import { readSessionToken, type SessionPolicy } from '../auth';
import { demandAccess } from '../permissions';
import { EventStream } from './event-stream';
import { EventHub } from './hub';
import { noticeAreaAccess } from './notices';

/**
 * `GET /api/events`, the session's stream of change notices, and the presence call of the
 * review pages. The stream's answer is written by hand (server-sent events), with the headers
 * the app's hooks set so far.
 */
export async function registerEventRoutes(
  app: FastifyInstance,
  deps: { config: Config; db: Database; listen: DatabaseHandle['listen']; policy: SessionPolicy },
): Promise<void> {
  const hub = new EventHub({ db: deps.db, listen: deps.listen, policy: deps.policy, log: app.log });
  await hub.start();
  // Before the server stops taking connections: an open stream would hold the close.
  app.addHook('preClose', async () => {
    await hub.stop();
  });

  addEndpoint(app, endpoints.events, async (request, reply) => {
    const auth = requireAuth(request);
    const token = readSessionToken(request, deps.config);
    if (!token) throw unauthenticated();
    hub.admit(auth.sessionId, request.ip);
    const from = request.query.lastEventId ?? request.headers['last-event-id'];
    const lastEventId = from && /^\d{1,18}$/.test(from) ? Number(from) : null;

    reply.hijack();
    const response = reply.raw;
    const set = Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined);
    response.writeHead(200, {
      ...(Object.fromEntries(set) as Record<string, string | number | string[]>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies that buffer answers (nginx) pass this one through as it is written.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
      // The socket closes with the stream: a server stopping does not wait for it to idle out.
      connection: 'close',
    });
    response.write(`retry: 3000\n\n`);
    const stream = new EventStream(response, auth, token, request.ip, (closed) =>
      hub.removed(closed),
    );
    hub.add(stream, lastEventId);
    return reply;
  });

  addEndpoint(app, endpoints.setPresence, async (request) => {
    const auth = requireAuth(request);
    const { stream, area, key } = request.body;
    await demandAccess(request, noticeAreaAccess(area));
    return { viewers: await hub.setPresence(auth, stream, area, key) };
  });
}
