import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { requireAuth } from '../../http/auth-context';
import { unauthenticated } from '../../http/errors';
import { addEndpoint } from '../../http/route';
import { readSessionToken } from '../auth';
import { demandAccess } from '../permissions';
import type { EventHub } from './hub';
import { noticeAreaAccess } from './notices';
import { openEventStream } from './open-stream';

/**
 * `GET /api/events`, the session's stream of change notices, and the presence call of the
 * review pages. The hub is the process's, built where the app is composed (`app.ts`).
 */
export function registerEventRoutes(
  app: FastifyInstance,
  deps: { config: Config; hub: EventHub },
): void {
  const { hub } = deps;
  addEndpoint(app, endpoints.events, async (request, reply) => {
    const auth = requireAuth(request);
    const token = readSessionToken(request, deps.config);
    if (!token) throw unauthenticated();
    hub.admit(auth.sessionId, request.ip);
    const from = request.query.lastEventId ?? request.headers['last-event-id'];
    const lastEventId = from && /^\d{1,18}$/.test(from) ? Number(from) : null;
    return openEventStream(hub, request, reply, { auth, token, lastEventId });
  });

  addEndpoint(app, endpoints.setPresence, async (request) => {
    const auth = requireAuth(request);
    const { stream, area, key } = request.body;
    await demandAccess(request, noticeAreaAccess(area));
    return { viewers: await hub.setPresence(auth, stream, area, key) };
  });
}
