import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../http/auth-context';
import { EventStream } from './event-stream';
import type { EventHub } from './hub';

/**
 * Answers the request with a `text/event-stream` the hub feeds from now on, after what it
 * missed since `lastEventId`. The answer is written by hand, with the headers the app's hooks
 * set so far (docs/decisions/2026-11-28-live-updates.md).
 */
export function openEventStream(
  hub: EventHub,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { auth: AuthContext; token: string; lastEventId: number | null },
): FastifyReply {
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
  const stream = new EventStream(response, session.auth, session.token, request.ip, (closed) =>
    hub.removed(closed),
  );
  hub.add(stream, session.lastEventId);
  return reply;
}
