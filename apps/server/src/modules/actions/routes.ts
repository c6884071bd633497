import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { DiscordPort } from '../../discord/port';
import { requireAuth } from '../../http/auth-context';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { readAction, undoAction, type ActionUndoers } from './service';

export function registerActionRoutes(
  app: FastifyInstance,
  deps: { db: Database; discord: DiscordPort; undoers: ActionUndoers },
): void {
  addEndpoint(app, endpoints.getAction, (request) =>
    readAction(deps.db, request.params.id, requireAuth(request).user.id),
  );
  addEndpoint(app, endpoints.undoAction, (request) =>
    undoAction(deps, request.params.id, auditContextOf(request)),
  );
}
