import { permissionLabels } from '@panel/contract/permissions';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { forbidden, unauthenticated } from '../http/errors';
import { auditContextOf, recordAudit } from '../modules/audit/service';

/**
 * Deny by default. Every route must declare `config.access`; the server refuses to
 * boot otherwise. Before any handler runs, `authenticated` needs a session and a
 * permission key needs that permission; refusals of signed-in users are audited.
 */
export function registerAccessControl(app: FastifyInstance, db: Database): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => route.config?.access === undefined);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      throw new Error(`Routes without a declared access (public or a permission): ${list}`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    if (!request.auth) throw unauthenticated();
    if (access === 'authenticated' || request.auth.permissions[access]) return;
    await recordAudit(db, auditContextOf(request), {
      actionType: 'permission',
      action: 'auth.denied',
      target: `${request.method} ${request.routeOptions.url ?? request.url}`,
      details: `Acesso negado a ${request.method} ${request.routeOptions.url ?? request.url}: falta a permissão "${permissionLabels[access]}"`,
    });
    throw forbidden();
  });
}
