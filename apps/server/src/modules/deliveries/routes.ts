import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAuth } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import {
  discardAllDeliveries,
  discardDelivery,
  getDelivery,
  listDeliveries,
  ownDeliveryFailures,
  retryAllDeliveries,
  retryDelivery,
} from './service';

export function registerDeliveriesRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  addEndpoint(app, endpoints.listDeliveries, (request) => listDeliveries(db, request.query));
  addEndpoint(app, endpoints.ownDeliveryFailures, (request) =>
    ownDeliveryFailures(db, requireAuth(request).user.id),
  );
  addEndpoint(app, endpoints.getDelivery, (request) => getDelivery(db, Number(request.params.id)));
  addEndpoint(app, endpoints.retryDelivery, (request) =>
    retryDelivery(db, Number(request.params.id), auditContextOf(request)),
  );
  addEndpoint(app, endpoints.retryAllDeliveries, (request) =>
    retryAllDeliveries(db, request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.discardAllDeliveries, (request) =>
    discardAllDeliveries(db, request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.discardDelivery, (request) =>
    discardDelivery(
      db,
      { id: Number(request.params.id), reason: request.body.reason },
      auditContextOf(request),
    ),
  );
}
