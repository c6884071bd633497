import { endpoints } from '@panel/contract/endpoints';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireAuth, requireMember } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { decideAsStaff } from './service/decide';
import { decideMany } from './service/decide-many';
import { decisionDeliveries } from './service/deliveries';
import { revokeWhitelist } from './service/revoke';
import { undoDecision } from './service/undo';
import { exportApplications } from './service/export';
import { memberHistory } from './service/history';
import { listApplications, listMyApplications } from './service/list';
import { readMyWhitelist } from './service/standing';
import { submitAppeal, submitApplication, submitWhitelist } from './service/submit';
import { readMyAppeals } from './service/appeals';

const queues = [
  {
    form: 'whitelist',
    list: endpoints.listAllowlists,
    approve: endpoints.approveAllowlist,
    reject: endpoints.rejectAllowlist,
    exportCsv: endpoints.exportAllowlists,
    history: endpoints.allowlistHistory,
    undo: endpoints.undoAllowlistDecision,
    deliveries: endpoints.allowlistDecisionDeliveries,
    approveMany: endpoints.approveManyAllowlists,
    rejectMany: endpoints.rejectManyAllowlists,
  },
  {
    form: 'insertion',
    list: endpoints.listInsertions,
    approve: endpoints.approveInsertion,
    reject: endpoints.rejectInsertion,
    exportCsv: endpoints.exportInsertions,
    history: endpoints.insertionHistory,
    undo: endpoints.undoInsertionDecision,
    deliveries: endpoints.insertionDecisionDeliveries,
    approveMany: endpoints.approveManyInsertions,
    rejectMany: endpoints.rejectManyInsertions,
  },
  {
    form: 'appeal',
    list: endpoints.listAppeals,
    approve: endpoints.approveAppeal,
    reject: endpoints.rejectAppeal,
    exportCsv: endpoints.exportAppeals,
    history: endpoints.appealHistory,
    undo: endpoints.undoAppealDecision,
    deliveries: endpoints.appealDecisionDeliveries,
    approveMany: endpoints.approveManyAppeals,
    rejectMany: endpoints.rejectManyAppeals,
  },
] as const;

export function registerApplicationRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: Config },
): void {
  const { db } = deps;
  const undoMs = deps.config.decisionUndoMs;
  const cooldown = { cooldownMs: deps.config.reapplyCooldownMs, undoMs };

  // Only a whitelist lets a member into the game: only it is revoked ("Desfazer" is the undo's).
  addEndpoint(app, endpoints.revokeAllowlist, (request) =>
    revokeWhitelist(db, request.body, auditContextOf(request), { undoMs }),
  );

  for (const { form, ...queue } of queues) {
    addEndpoint(app, queue.list, (request) => listApplications(db, form, request.query));

    addEndpoint(app, queue.approve, (request) =>
      decideAsStaff(db, { form, decision: 'approve', ...request.body }, auditContextOf(request), {
        ...cooldown,
        single: true,
      }),
    );

    addEndpoint(app, queue.reject, (request) =>
      decideAsStaff(db, { form, decision: 'reject', ...request.body }, auditContextOf(request), {
        ...cooldown,
        single: true,
      }),
    );

    addEndpoint(app, queue.undo, (request) =>
      undoDecision(db, { form, id: request.body.id }, auditContextOf(request), { undoMs }),
    );

    addEndpoint(app, queue.deliveries, (request) =>
      decisionDeliveries(db, form, Number(request.params.id)),
    );

    addEndpoint(app, queue.approveMany, (request) =>
      decideMany(
        { db, log: request.log },
        { form, decision: 'approve', entries: request.body.entries },
        auditContextOf(request),
        cooldown,
      ),
    );

    addEndpoint(app, queue.rejectMany, (request) =>
      decideMany(
        { db, log: request.log },
        { form, decision: 'reject', ...request.body },
        auditContextOf(request),
        cooldown,
      ),
    );

    addEndpoint(app, queue.history, (request) =>
      memberHistory(db, form, Number(request.params.id)),
    );

    addEndpoint(app, queue.exportCsv, async (request, reply) => {
      const csv = await exportApplications(db, form, request.query, auditContextOf(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv.lines));
    });
  }

  addEndpoint(app, endpoints.submitWhitelist, (request) =>
    submitWhitelist(db, requireMember(request), request.body, auditContextOf(request), cooldown),
  );

  addEndpoint(app, endpoints.submitInsertion, (request) =>
    submitApplication(
      db,
      requireMember(request),
      { form: 'insertion', ...request.body },
      auditContextOf(request),
      cooldown,
    ),
  );

  addEndpoint(app, endpoints.myApplications, (request) =>
    listMyApplications(db, requireAuth(request).user.id, cooldown),
  );

  addEndpoint(app, endpoints.submitAppeal, (request) =>
    submitAppeal(db, requireMember(request), request.body, auditContextOf(request)),
  );

  addEndpoint(app, endpoints.myAppeals, (request) =>
    readMyAppeals(db, requireAuth(request).user.id),
  );

  addEndpoint(app, endpoints.myWhitelist, (request) =>
    readMyWhitelist(db, requireAuth(request), cooldown),
  );
}
