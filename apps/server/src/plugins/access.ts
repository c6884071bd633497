import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { auditContextOf } from '../modules/audit';
import { AccessGuard, callerOf } from '../modules/permissions';

/**
 * Deny by default. Every route must declare `config.access` (from the contract, `addEndpoint`);
 * the server refuses to boot otherwise. Before any handler runs, the process's `AccessGuard`
 * checks it: `authenticated` needs a session, `staff` a session holding any permission, and a
 * permission key needs that permission, held by the session or, under `/api/v1`, by the
 * integration's key; refusals of signed-in users and keys are audited.
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

  const guard = new AccessGuard(db, app.log);
  app.decorate('accessGuard', guard);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // A game route authenticates the game server's key in its own onRequest hook, which refuses
    // every request without a valid key (modules/game-servers/game-auth.ts); no session opens it.
    if (access === undefined || access === 'public' || access === 'game') return;
    await guard.demand(
      {
        caller: callerOf(request),
        audit: () => auditContextOf(request),
        target: `${request.method} ${request.routeOptions.url ?? request.url}`,
      },
      access,
    );
  });
  app.addHook('onClose', () => guard.close());
}
