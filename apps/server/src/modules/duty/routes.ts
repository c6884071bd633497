import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAuth } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { demandAccess } from '../permissions';
import { listDutyShifts } from './service/list';
import { listOnDuty } from './service/on-duty';
import { getDutySettings, updateDutySettings } from './service/settings';
import { endDuty, readMyDuty, startDuty } from './service/shifts';

/** Duty, "em serviço" (docs/decisions/2026-12-05-duty.md). */
export function registerDutyRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  addEndpoint(app, endpoints.getMyDuty, (request) => readMyDuty(db, requireAuth(request).user.id));
  addEndpoint(app, endpoints.startDuty, (request) =>
    startDuty(db, requireAuth(request), 'panel', auditContextOf(request)),
  );
  addEndpoint(app, endpoints.endDuty, (request) =>
    endDuty(db, requireAuth(request), 'panel', auditContextOf(request)),
  );
  addEndpoint(app, endpoints.listOnDuty, () => listOnDuty(db));
  addEndpoint(app, endpoints.listDutyShifts, (request) =>
    listDutyShifts(db, request.query, {
      id: requireAuth(request).user.id,
      demand: (access) => demandAccess(request, access),
    }),
  );
  addEndpoint(app, endpoints.getDutySettings, () => getDutySettings(db));
  addEndpoint(app, endpoints.updateDutySettings, (request) =>
    updateDutySettings(db, request.body, auditContextOf(request)),
  );
}
