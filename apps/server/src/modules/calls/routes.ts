import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { DiscordPort } from '../../discord/port';
import { requireMember } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { listConnected } from './service/connected';
import { callRanking, myCallTime } from './service/ranking';
import { getCallRules, updateCallRules } from './service/rules';
import { removeFromCall, setCallMute } from './service/voice-actions';

export function registerCallsRoutes(
  app: FastifyInstance,
  deps: { db: Database; discord: DiscordPort; undoMs: number },
): void {
  const { db, undoMs } = deps;
  addEndpoint(app, endpoints.connectedCalls, (request) => listConnected(db, request.query));
  addEndpoint(app, endpoints.callRanking, (request) => callRanking(db, request.query));
  addEndpoint(app, endpoints.muteCall, (request) =>
    setCallMute(deps, request.params.discordId, request.body?.muted, auditContextOf(request), {
      undoMs,
    }),
  );
  addEndpoint(app, endpoints.removeFromCall, async (request, reply) => {
    await removeFromCall(deps, request.params.discordId, auditContextOf(request));
    return reply.status(204).send();
  });
  addEndpoint(app, endpoints.myCallTime, (request) => myCallTime(db, requireMember(request).id));
  addEndpoint(app, endpoints.callRules, () => getCallRules(db));
  addEndpoint(app, endpoints.updateCallRules, (request) =>
    updateCallRules(db, request.body, auditContextOf(request)),
  );
}
