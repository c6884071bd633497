import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { listAuditPage } from './service';

export function registerAuditRoutes(app: FastifyInstance, deps: { db: Database }): void {
  addEndpoint(app, endpoints.auditLogs, (request) => listAuditPage(deps.db, request.query));
}
