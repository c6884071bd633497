import { totalCountHeader } from '@panel/contract/api/applications';
import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { displayNameOf } from '../../http/auth-context';
import { decideTicket, type TicketDecision } from './decide';
import { findMemberTickets, findTicketPage } from './list';
import { openTicket } from './open';
import { toMyTicket, toTicket } from './present';
import { generateUnlockCode } from './unlock';

const decisions = [
  [endpoints.approveTicket, 'approve'],
  [endpoints.rejectTicket, 'reject'],
  [endpoints.cancelTicket, 'cancel'],
] as const satisfies readonly (readonly [unknown, TicketDecision])[];

export function registerTicketRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;

  addEndpoint(app, endpoints.listTickets, async (request, reply) => {
    const { items, total } = await findTicketPage(db, request.query);
    void reply.header(totalCountHeader, String(total));
    return items.map(toTicket);
  });

  addEndpoint(app, endpoints.generateUnlockCode, (request) =>
    generateUnlockCode(db, Number(request.body.ticketId), auditContextOf(request)),
  );

  addEndpoint(app, endpoints.openTicket, (request) => {
    const user = request.auth!.user;
    return openTicket(
      db,
      { id: user.id, name: displayNameOf(user), avatarUrl: user.avatarUrl },
      request.body,
      auditContextOf(request),
    );
  });

  addEndpoint(app, endpoints.myTickets, async (request) =>
    (await findMemberTickets(db, request.auth!.user.id)).map(toMyTicket),
  );

  for (const [endpoint, decision] of decisions) {
    addEndpoint(app, endpoint, (request) =>
      decideTicket(
        db,
        { id: Number(request.params.id), decision, reason: request.body?.reason },
        auditContextOf(request),
      ),
    );
  }
}
