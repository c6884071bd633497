import { endpoints } from '@panel/contract/endpoints';
import { fieldAccess } from '@panel/contract/endpoints/field-access';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { allows } from '../permissions';
import { buildDashboard } from './service';

export function registerDashboardRoutes(app: FastifyInstance, deps: { db: Database }): void {
  addEndpoint(app, endpoints.dashboard, (request) =>
    buildDashboard(deps.db, {
      deliveries: allows(request.auth, fieldAccess.dashboard.failedDeliveries),
      backups: allows(request.auth, fieldAccess.dashboard.backups),
    }),
  );
}
