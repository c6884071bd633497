import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { exportCommunityAnalytics } from './service/export';
import { readCommunityAnalytics } from './service/overview';

/** "Comunidade" (docs/decisions/2026-12-05-community-analytics.md). */
export function registerAnalyticsRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  addEndpoint(app, endpoints.communityAnalytics, (request) =>
    readCommunityAnalytics(db, request.query),
  );
  addEndpoint(app, endpoints.exportCommunityAnalytics, async (request, reply) => {
    const csv = await exportCommunityAnalytics(db, request.query, auditContextOf(request));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csv.fileName}"`)
      .send(csv.text);
  });
}
