import { endpoints } from '@panel/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { addEndpoint } from '../../http/route';
import { auditContextOf } from '../audit';
import { presentCatalog } from './service/guild-view';
import { sendTestMessage } from './service/test-message';
import { updateBotSettings } from './service/update';
import { buildBotSettingsView, loadGuildView } from './service/view';

export function registerBotSettingsRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  addEndpoint(app, endpoints.getBotSettings, () => buildBotSettingsView(db));
  addEndpoint(app, endpoints.getBotCatalog, async () => presentCatalog(await loadGuildView(db)));
  addEndpoint(app, endpoints.updateBotSettings, (request) =>
    updateBotSettings(db, request.body, auditContextOf(request)),
  );
  addEndpoint(app, endpoints.testBotChannel, (request) =>
    sendTestMessage(db, request.body, auditContextOf(request)),
  );
}
