import { totalCountHeader } from '@panel/contract/api/applications';
import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { displayNameOf } from '../../http/auth-context';
import { toToken } from './present';
import { redeemToken } from './redeem';
import { createToken, deleteToken, findTokenPage } from './service';

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

  addEndpoint(app, endpoints.listTokens, async (request, reply) => {
    const { items, total } = await findTokenPage(db, request.query);
    void reply.header(totalCountHeader, String(total));
    return items.map(toToken);
  });

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
    (request) => {
      const user = request.auth!.user;
      return redeemToken(
        db,
        { id: user.id, name: displayNameOf(user), avatarUrl: user.avatarUrl },
        request.body.token,
        auditContextOf(request),
      );
    },
    { config: redeemRateLimit },
  );
}
