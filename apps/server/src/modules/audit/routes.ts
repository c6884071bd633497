import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { findAuditPage } from './repository';

export function registerAuditRoutes(app: FastifyInstance, deps: { db: Database }): void {
  addEndpoint(app, endpoints.auditLogs, (request) => findAuditPage(deps.db, request.query));
}
