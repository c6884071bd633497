import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import type { Config } from './config';
import { resolveGameDbKey } from './game-db-key';
import { openDatabase } from './db/client';
import type { PgliteThread } from './db/pglite-thread';
import type { EarlyListener } from './http/early-listener';
import { ensureDefaultRoles } from './db/seed/default-roles';
import { createDiscord, signInRedirectUri } from './discord/create-discord';
import { startScheduledBackups } from './backup/scheduler';
import { combineHooks, createOutboxWorker } from './outbox/worker';
import { startBlacklistExpiry } from './modules/blacklist';
import { startDutyLimit } from './modules/duty';
import { startFormAutoClose } from './modules/forms';
import { gameDatabaseDelivery, startGameJoinPruning } from './modules/game-servers';
import { webhookDelivery, webhookPausedHooks } from './modules/integrations';
import { serveMetricsApart, startHealthProbes } from './modules/system';
import { startInactivityAlerts } from './modules/team';
import { ticketChannelHooks } from './modules/tickets';
import { reviewMessageHooks } from './modules/applications';
import { purchaseDeliveryHooks } from './modules/store';
import { createFileStorage } from './storage/file-storage';

/**
 * The server's process, once `main.ts` has read the configuration: the database (PGlite as
 * `main.ts` started opening it), migrations and seeds, the HTTP server, the bot and the
 * schedulers of its role, and a graceful stop on SIGTERM or SIGINT.
 */
export async function runServer(options: {
  config: Config;
  /** When main.ts started, for the `readyMs` of the ready line. */
  startedAt: number;
  /** PGlite, already opening on its thread (undefined on PostgreSQL). */
  pglite: Promise<PgliteThread> | undefined;
  /** The panel's port, already listening (main.ts); undefined for a worker process. */
  early?: EarlyListener | undefined;
}): Promise<void> {
  const { early } = options;
  const { startedAt } = options;
  const config = { ...options.config, gameDbKey: await resolveGameDbKey(options.config) };
  const database = await openDatabase({ ...config, pglite: options.pglite });
  await database.migrate();
  await ensureDefaultRoles(database.db);
  const storage = createFileStorage(config.storage);
  // Demo mode only: the demo data (and the local Discord's members it names) is loaded on use.
  const seeded =
    config.demoSeed && config.demoMode
      ? await (await import('./demo/demo')).seedDemoIfEmpty(database.db, storage)
      : false;

  let listeningPort = config.port;
  // Demo mode only: the local Discord is loaded when no DISCORD_* setting names Discord.
  const local = config.discord
    ? null
    : (await import('./demo/local-discord')).serveLocalDiscord(signInRedirectUri(config));
  const discord = createDiscord(
    config,
    database.db,
    () => `http://127.0.0.1:${listeningPort}`,
    storage,
    local,
  );
  const webDistDir =
    config.env === 'production'
      ? (config.webDistDir ??
        path.resolve(fileURLToPath(new URL('../../web/dist', import.meta.url))))
      : null;
  const app = await buildApp({
    config,
    database,
    discord,
    storage,
    webDistDir,
    ...(early && { serverFactory: (handler) => early.adopt(handler) }),
  });
  const worker = createOutboxWorker(
    database.db,
    discord.port,
    app.log,
    {},
    combineHooks(
      ticketChannelHooks,
      reviewMessageHooks,
      purchaseDeliveryHooks,
      webhookPausedHooks({ publicUrl: config.publicUrl }),
    ),
    gameDatabaseDelivery(database.db, config.gameDbKey),
    // Webhook secrets are sealed with the game databases' key; http:// to this computer only in
    // demo mode (docs/decisions/2026-12-05-integrations.md, "Webhooks: delivery").
    webhookDelivery(database.db, config.gameDbKey, { allowLoopbackHttp: config.demoMode }),
  );

  if (early) {
    await app.ready();
    early.handOver();
    listeningPort = early.port;
  } else if (config.processRole !== 'worker') {
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    if (address && typeof address === 'object') listeningPort = address.port;
  } else {
    await app.ready();
  }
  const metricsApart = config.metrics.port
    ? await serveMetricsApart(
        app.metrics,
        { port: config.metrics.port, host: config.metrics.host },
        app.log,
      )
    : null;
  const stopSimulator =
    discord.local && config.demoSimulator ? discord.local.startSimulator() : () => {};
  let stopSchedulers = () => {};
  if (config.processRole !== 'api') {
    // The one gateway connection lives here; API processes use REST only.
    discord.port.connectGateway();
    worker.start();
    const stopProbes = startHealthProbes(database.db, app.log);
    const stopAutoClose = startFormAutoClose(database.db, app.log);
    const stopExpiry = startBlacklistExpiry(database.db, app.log);
    const stopPruning = startGameJoinPruning(database.db, app.log);
    const stopDutyLimit = startDutyLimit(database.db, app.log);
    const stopInactivity = startInactivityAlerts(database.db, app.log, {
      adminIds: config.adminDiscordIds,
    });
    const stopBackups = startScheduledBackups({
      db: database.db,
      hold: database.hold,
      config,
      log: app.log,
    });
    stopSchedulers = () => {
      stopProbes();
      stopAutoClose();
      stopPruning();
      stopExpiry();
      stopDutyLimit();
      stopInactivity();
      stopBackups();
    };
  }
  app.log.info(
    {
      url: config.publicUrl.toString(),
      database: database.kind,
      discord: discord.port.mode,
      role: config.processRole,
      demoSeeded: seeded,
      readyMs: Math.round(performance.now() - startedAt),
    },
    'painel pronto',
  );

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Each part's time is logged, so a slow stop says which part held it.
    const timed = async (part: string, stop: () => Promise<unknown>) => {
      const started = performance.now();
      await stop();
      app.log.info({ part, ms: Math.round(performance.now() - started) }, 'stopped');
    };
    try {
      stopSchedulers();
      stopSimulator();
      await timed('worker', () => worker.stop());
      // Before the HTTP server: in demo mode it also serves the gateway the bot is connected to.
      await timed('discord', () => discord.port.stop());
      // A socket that connected but sent no request yet is not idle to Node and would hold the
      // close until the forced exit: after a grace for requests in flight, every socket goes.
      const cut = setTimeout(() => app.server.closeAllConnections(), 2_000);
      cut.unref();
      await timed('http', async () => {
        await app.close();
        // The adopted server is the early listener's: Fastify leaves closing it to its owner.
        if (early?.server.listening) {
          await new Promise<void>((resolve) => early.server.close(() => resolve()));
        }
      });
      if (metricsApart) await timed('metrics', () => metricsApart.close());
      clearTimeout(cut);
      await timed('database', () => database.close());
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
