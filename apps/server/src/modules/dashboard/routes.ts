import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { requireAuth } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { buildDashboard } from './service';

export function registerDashboardRoutes(app: FastifyInstance, deps: { db: Database }): void {
  addEndpoint(app, endpoints.dashboard, (request) =>
    buildDashboard(deps.db, requireAuth(request).permissions.view_bot_settings),
  );
}
