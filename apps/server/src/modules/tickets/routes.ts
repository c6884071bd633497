import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAuth, requireMember } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { decideTicket, type TicketDecision } from './service/decide';
import { listMyTickets, listTickets } from './service/list';
import { readTicketTranscript } from './service/transcript';
import { openTicket } from './service/open';
import { searchReportableMembers } from './service/reportable';
import { openMemberTicket } from './service/staff-contact';
import { generateUnlockCode } from './service/unlock';

const decisions = [
  [endpoints.approveTicket, 'approve'],
  [endpoints.rejectTicket, 'reject'],
  [endpoints.cancelTicket, 'cancel'],
] as const satisfies readonly (readonly [unknown, TicketDecision])[];

export function registerTicketRoutes(
  app: FastifyInstance,
  deps: { db: Database; undoMs: number },
): void {
  const { db, undoMs } = deps;

  addEndpoint(app, endpoints.listTickets, (request) => listTickets(db, request.query));

  addEndpoint(app, endpoints.generateUnlockCode, (request) =>
    generateUnlockCode(db, Number(request.body.ticketId), auditContextOf(request)),
  );

  addEndpoint(app, endpoints.openTicket, (request) =>
    openTicket(db, requireMember(request), request.body, auditContextOf(request)),
  );

  addEndpoint(app, endpoints.openMemberTicket, (request) =>
    openMemberTicket(
      db,
      { discordId: request.params.discordId, reason: request.body.reason },
      auditContextOf(request),
      { undoMs },
    ),
  );

  addEndpoint(app, endpoints.myTickets, (request) =>
    listMyTickets(db, requireAuth(request).user.id),
  );

  addEndpoint(app, endpoints.reportableMembers, (request) =>
    searchReportableMembers(db, request.query.search, requireAuth(request).user.id),
  );

  addEndpoint(app, endpoints.ticketTranscript, (request) =>
    readTicketTranscript(db, Number(request.params.id)),
  );
  addEndpoint(app, endpoints.myTicketTranscript, (request) =>
    readTicketTranscript(db, Number(request.params.id), requireAuth(request).user.id),
  );

  for (const [endpoint, decision] of decisions) {
    addEndpoint(app, endpoint, (request) =>
      decideTicket(
        db,
        { id: Number(request.params.id), decision, reason: request.body?.reason },
        auditContextOf(request),
        { undoMs },
      ),
    );
  }
}
