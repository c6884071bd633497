import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { requireMember } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { createToken, deleteToken, listTokens } from './service/manage';
import { redeemToken } from './service/redeem';

/**
 * Redemption per member (docs/decisions/2026-11-23-codes-and-redemption.md); the failure block stops guessing for good, this
 * stops bursts. Anonymous calls (refused anyway) are keyed by IP.
 */
const redeemRateLimit = {
  // Guessing codes from many accounts behind one address is limited too.
  ipRateLimit: 30,
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `redeem:${request.auth.user.id}` : `redeem-ip:${request.ip}`,
  },
};

export function registerTokenRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;

  addEndpoint(app, endpoints.listTokens, (request) => listTokens(db, request.query));

  addEndpoint(app, endpoints.createToken, (request) =>
    createToken(db, request.body, auditContextOf(request)),
  );

  addEndpoint(app, endpoints.deleteToken, async (request, reply) => {
    await deleteToken(db, Number(request.params.id), auditContextOf(request));
    return reply.status(204).send();
  });

  addEndpoint(
    app,
    endpoints.redeemToken,
    (request) =>
      redeemToken(db, requireMember(request), request.body.token, auditContextOf(request)),
    { config: redeemRateLimit },
  );
}
