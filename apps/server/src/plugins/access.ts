import { permissionLabels } from '@panel/contract/permissions';
import { isStaff } from '@panel/contract/routes';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Database } from '../db/client';
import { forbidden, unauthenticated } from '../http/errors';
import { auditContextOf, recordAudit } from '../modules/audit';

/** Repeated refusals of one member on one route within this window share one count entry. */
const refusalWindowMs = 10 * 60_000;
const maxTrackedRefusals = 10_000;

/**
 * Deny by default. Every route must declare `config.access`; the server refuses to
 * boot otherwise. Before any handler runs, `authenticated` needs a session, `staff` a
 * session holding any permission, and a permission key needs that permission; refusals of signed-in users are audited.
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

  // One member hammering a forbidden route writes one entry, then one with the count.
  const repeats = new Map<string, { count: number; write: () => Promise<void> }>();
  const flush = async (key: string) => {
    const entry = repeats.get(key);
    repeats.delete(key);
    if (entry && entry.count > 0) await entry.write();
  };

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // A game route authenticates the game server's key in its own onRequest hook, which refuses
    // every request without a valid key (modules/game-servers/game-auth.ts); no session opens it.
    if (access === undefined || access === 'public' || access === 'game') return;
    if (!request.auth) throw unauthenticated();
    if (access === 'authenticated') return;
    if (access === 'staff' ? isStaff(request.auth.permissions) : request.auth.permissions[access])
      return;
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const reason =
      access === 'staff'
        ? 'não faz parte da equipe'
        : `falta a permissão "${permissionLabels[access]}"`;
    const key = `${request.auth.user.id} ${route}`;
    const open = repeats.get(key);
    if (open) {
      open.count += 1;
      throw forbidden();
    }
    const context = auditContextOf(request);
    const details = `Acesso negado a ${route}: ${reason}`;
    const first = () =>
      recordAudit(db, context, {
        actionType: 'permission',
        action: 'auth.denied',
        target: route,
        details,
      });
    if (repeats.size >= maxTrackedRefusals) {
      await first();
      throw forbidden();
    }
    // Registered before the first entry is written, so refusals that arrive while it is being
    // written are counted, not written again.
    const entry = {
      count: 0,
      write: () =>
        recordAudit(db, context, {
          actionType: 'permission',
          action: 'auth.denied',
          target: route,
          details: `Acesso negado mais ${entry.count} ${entry.count === 1 ? 'vez' : 'vezes'} a ${route} em ${refusalWindowMs / 60_000} minutos: ${reason}`,
          after: { count: entry.count },
        }),
    };
    repeats.set(key, entry);
    setTimeout(() => {
      flush(key).catch((error: unknown) => app.log.error({ err: error }, 'refusal count lost'));
    }, refusalWindowMs).unref();
    await first();
    throw forbidden();
  });
  app.addHook('onClose', async () => {
    for (const key of [...repeats.keys()]) await flush(key);
  });
}
