import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { DiscordSetup } from './discord/create-discord';
import './http/fastify-types';
import { requestLogFields } from './http/log-fields';
import { contractSerializerCompiler } from './http/serializer';
import { registerActionRoutes } from './modules/actions';
import { registerAnalyticsRoutes } from './modules/analytics';
import { registerApplicationRoutes, undoBulkDecision } from './modules/applications';
import { registerAuditRoutes } from './modules/audit';
import { registerAuthRoutes, type SessionPolicy } from './modules/auth';
import { registerBlacklistRoutes, undoEntryAdded, undoEntryRemoved } from './modules/blacklist';
import { registerBotSettingsRoutes } from './modules/bot-settings';
import { registerCallsRoutes, undoCallMute } from './modules/calls';
import { registerDashboardRoutes } from './modules/dashboard';
import { registerDeliveriesRoutes } from './modules/deliveries';
import { registerDutyRoutes } from './modules/duty';
import { EventHub, registerEventRoutes } from './modules/events';
import { registerFormRoutes } from './modules/forms';
import {
  gameKeys,
  joinBatches,
  readMemberCharacters,
  registerGameServerRoutes,
  undoUnlink,
} from './modules/game-servers';
import { integrationKeys, registerIntegrationRoutes } from './modules/integrations';
import { registerMemberRoutes, undoMemberMessage, warnWatchedJoins } from './modules/members';
import { registerPermissionRoutes } from './modules/permissions';
import { registerRejectionReasonRoutes } from './modules/rejection-reasons';
import { gameCommandRan, registerStoreRoutes, undoGrant } from './modules/store';
import { PanelMetrics, registerSystemRoutes } from './modules/system';
import { registerTeamRoutes } from './modules/team';
import { registerTicketRoutes, undoTicketDecision, undoTicketOpened } from './modules/tickets';
import { codeFailures, registerTokenRoutes } from './modules/tokens';
import { registerUserRoutes } from './modules/users';
import { registerAccessControl } from './plugins/access';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import type { FileStorage } from './storage/file-storage';
import { registerMultipart } from './storage/image-upload';

z.config(z.locales.ptBR());

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  discord: DiscordSetup;
  /** Where uploaded files (blacklist evidence) are kept. */
  storage: FileStorage;
  /** Built web app to serve, or `null` (development and API-only tests). */
  webDistDir: string | null;
  /**
   * The HTTP server already listening on the panel's port (main.ts's early listener), which the
   * app takes over instead of listening itself.
   */
  serverFactory?: FastifyServerOptions['serverFactory'];
}

/** A request taking this long is logged at info level. */
const slowRequestMs = 1_000;

export function sessionPolicyOf(config: Config): SessionPolicy {
  return {
    idleMs: config.session.idleMs,
    maxAgeMs: config.session.maxAgeMs,
    adminDiscordIds: config.adminDiscordIds,
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database, discord, storage } = deps;
  const db = database.db;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: requestLogFields },
      ...(config.env === 'development' && {
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } },
      }),
    },
    genReqId: () => randomUUID(),
    // One line per request, written in onResponse below: at debug level, or info when slow.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A client that sends its request slowly (slowloris) is cut off instead of holding a socket.
    requestTimeout: 30_000,
    keepAliveTimeout: 72_000,
    connectionTimeout: 120_000,
    ...(deps.serverFactory && { serverFactory: deps.serverFactory }),
  });
  // Fastify applies its three timeouts only to a server it creates: the same on an adopted one.
  app.server.keepAliveTimeout = 72_000;
  app.server.requestTimeout = 30_000;
  app.server.setTimeout(120_000);
  app.server.headersTimeout = 15_000;
  let hub: EventHub | null = null;
  const metrics = new PanelMetrics({
    database,
    openStreams: () => hub?.openStreams ?? 0,
    version: config.version,
    // The process's own figures (memory, CPU, event loop) where someone reads them.
    processFigures: config.metrics.token !== null || config.metrics.port !== null,
  });
  app.decorate('metrics', metrics);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    contractSerializerCompiler({ checkAgainstContract: config.env !== 'production' }),
  );
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    // What /api answers depends on who asks: no browser or proxy may keep it.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      void reply.header('cache-control', 'no-store');
    }
  });
  // Two lines per request on stdout cost a fifth of a cached request's time: an access log
  // is there at LOG_LEVEL=debug; slow requests are logged at info.
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    const ms = Math.round(reply.elapsedTime);
    if (ms >= slowRequestMs) {
      request.log.info({ res: { statusCode: reply.statusCode }, ms }, 'slow request');
    } else {
      request.log.debug({ res: { statusCode: reply.statusCode }, ms }, 'request completed');
    }
  });
  registerErrorHandler(app);
  discord.port.useLogger(app.log);

  const policy = sessionPolicyOf(config);
  await registerSecurity(app, config);
  // Only routes with `config.multipart` accept it (plugins/security.ts).
  await registerMultipart(app);
  await registerSession(app, {
    config,
    db,
    listen: (channel, handlers) => database.listen(channel, handlers),
    policy,
  });
  // `/api/v1`'s keys, read before the access check (docs/decisions/2026-12-05-integrations.md).
  const integrations = integrationKeys(db, { perMinute: config.integrationRateLimit });
  app.decorateRequest('integration', null);
  app.addHook('onRequest', (request) => integrations.authenticate(request));
  registerAccessControl(app, db);
  await registerOpenApi(app, config);

  registerSystemRoutes(app, {
    config,
    db,
    discord: discord.port,
    discordWeb: discord.web,
    metrics,
  });
  registerAuthRoutes(app, { config, db, oauth: discord.oauth, policy });
  registerUserRoutes(app, { db, config });
  registerPermissionRoutes(app, { db, config });
  registerAuditRoutes(app, { db });
  registerDashboardRoutes(app, { db });
  registerFormRoutes(app, { db });
  registerApplicationRoutes(app, { db, config });
  registerRejectionReasonRoutes(app, { db });
  registerTokenRoutes(app, { db });
  registerBotSettingsRoutes(app, { db });
  registerDeliveriesRoutes(app, { db });
  const undoMs = config.decisionUndoMs;
  registerCallsRoutes(app, { db, discord: discord.port, undoMs });
  registerDutyRoutes(app, { db });
  registerTeamRoutes(app, { db, config });
  registerAnalyticsRoutes(app, { db });
  registerTicketRoutes(app, { db, undoMs });
  registerBlacklistRoutes(app, { db, storage, undoMs, discord: discord.port });
  registerStoreRoutes(app, { db, storage, undoMs });
  registerIntegrationRoutes(app, {
    db,
    webhooks: { sealKey: config.gameDbKey, allowLoopbackHttp: config.demoMode },
  });
  // Each kind of action is undone by its module (docs/decisions/2026-12-04-undoable-actions.md).
  registerActionRoutes(app, {
    db,
    discord: discord.port,
    undoers: {
      'applications.bulk': undoBulkDecision,
      'tickets.decide': undoTicketDecision,
      'tickets.open': undoTicketOpened,
      'blacklist.add': undoEntryAdded,
      'blacklist.remove': undoEntryRemoved,
      'calls.mute': undoCallMute,
      'store.grant': undoGrant,
      'members.message': undoMemberMessage,
      'gameServers.unlink': undoUnlink,
    },
  });
  // The process's long-lived components are built here, not in a routes file: routes only
  // register handlers (docs/decisions/2026-12-03-one-outbox.md).
  registerGameServerRoutes(app, {
    db,
    config,
    // Request codes count towards the lock-out of the codes members type (tokens).
    codeLockout: codeFailures(db),
    keys: gameKeys(db),
    // Staff hear when a watched member joins, once the batch is recorded (members' watchlist).
    batches: joinBatches(db, {
      joinsRecorded: (joins) => warnWatchedJoins(db, joins, { publicUrl: config.publicUrl }),
      log: app.log,
    }),
    undoMs,
    metrics,
    // An in-game purchase delivered by its last command is the store's event (game-servers
    // imports no store).
    commandRan: gameCommandRan,
  });
  registerMemberRoutes(app, {
    db,
    readCharacters: (discordId) =>
      readMemberCharacters(db, discordId, { gameDbKey: config.gameDbKey }),
    undoMs,
  });
  hub = new EventHub({
    db,
    listen: (channel, handlers) => database.listen(channel, handlers),
    policy,
    log: app.log,
  });
  const events = hub;
  await events.start();
  // Before the server stops taking connections: an open stream would hold the close.
  app.addHook('preClose', async () => {
    await events.stop();
  });
  registerEventRoutes(app, { config, hub: events });
  discord.local?.register(app);

  await registerWebApp(app, deps.webDistDir);
  return app;
}
