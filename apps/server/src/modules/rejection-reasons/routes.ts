import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { createReason, deleteReason, listReasons, updateReason } from './service';

const forms = [
  {
    form: 'whitelist',
    list: endpoints.listAllowlistReasons,
    create: endpoints.createAllowlistReason,
    update: endpoints.updateAllowlistReason,
    remove: endpoints.deleteAllowlistReason,
  },
  {
    form: 'insertion',
    list: endpoints.listInsertionReasons,
    create: endpoints.createInsertionReason,
    update: endpoints.updateInsertionReason,
    remove: endpoints.deleteInsertionReason,
  },
  {
    form: 'appeal',
    list: endpoints.listAppealReasons,
    create: endpoints.createAppealReason,
    update: endpoints.updateAppealReason,
    remove: endpoints.deleteAppealReason,
  },
] as const;

export function registerRejectionReasonRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  for (const { form, ...endpoint } of forms) {
    addEndpoint(app, endpoint.list, () => listReasons(db, form));
    addEndpoint(app, endpoint.create, (request) =>
      createReason(db, form, request.body.text, auditContextOf(request)),
    );
    addEndpoint(app, endpoint.update, (request) =>
      updateReason(db, form, Number(request.params.id), request.body.text, auditContextOf(request)),
    );
    addEndpoint(app, endpoint.remove, async (request, reply) => {
      await deleteReason(db, form, Number(request.params.id), auditContextOf(request));
      return reply.code(204).send();
    });
  }
}
