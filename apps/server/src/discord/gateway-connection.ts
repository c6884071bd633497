import { ActivityType, Events, Status, type Client } from 'discord.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { GatewayStatus } from '../db/schema/discord';
import type { FileStorage } from '../storage/file-storage';
import type { DiscordPort } from './port';
import { attachCatalogSync } from './catalog-sync';
import { attachInteractions } from './interactions/router';
import { writeBotIdentity, writeGatewayStatus } from './gateway-status';

/** What an operator must fix when Discord closes the gateway for good. */
const fatalCloseReasons: Record<number, string> = {
  4004: 'invalid bot token: check DISCORD_BOT_TOKEN',
  4013: 'invalid intents',
  4014: 'privileged intent not enabled: switch on "Server Members Intent" for the bot in the Discord developer portal',
};

/** Discord's activity types as Discord's Portuguese client names them. */
const activityTypeNames: Partial<Record<ActivityType, string>> = {
  [ActivityType.Playing]: 'Jogando',
  [ActivityType.Streaming]: 'Transmitindo',
  [ActivityType.Listening]: 'Ouvindo',
  [ActivityType.Watching]: 'Assistindo',
  [ActivityType.Competing]: 'Competindo',
};

/** How often the gateway row is refreshed, so other processes know the connection lives. */
const statusRefreshMs = 30_000;
const loginBackoff = { firstMs: 1_000, maxMs: 60_000 };
/** On stop, how long pending catalog writes may take before the client goes anyway. */
const stopGraceMs = 2_000;

export interface GatewayConnectionDeps {
  createClient: () => Client;
  token: string;
  guildId: string;
  adminDiscordIds: readonly string[];
  reapplyCooldownMs: number;
  /** Discord's REST base: its host serves attachments too (the local Discord's). */
  apiBase: string;
  storage: FileStorage;
  db: Database;
  /** The bot as the panel uses it (the slash commands act through it, as the routes do). */
  port: DiscordPort;
  log: () => FastifyBaseLogger;
}

/**
 * The bot's one gateway connection: logs in (a fresh client per attempt, since discord.js
 * cannot log a destroyed client in again), retries with backoff until Discord answers, keeps
 * the catalog and the `discord_gateway` row, and lets discord.js resume or re-identify after.
 */
export class GatewayConnection {
  private client: Client | null = null;
  private catalog: ReturnType<typeof attachCatalogSync> | null = null;
  /** Detaches the slash commands' handler from the current client. */
  private detachInteractions: (() => void) | null = null;
  private stopped = false;
  private loginTimer: NodeJS.Timeout | null = null;
  private statusTimer: NodeJS.Timeout | null = null;
  private fatalReason: string | null = null;
  private readonly readyWaiters = new Set<() => void>();

  constructor(private readonly deps: GatewayConnectionDeps) {}

  start(): void {
    void this.record('connecting');
    this.statusTimer = setInterval(() => {
      const shard = this.client?.ws.shards.first();
      if (shard?.status === Status.Ready) void this.record('online');
      else if (this.client?.readyAt) void this.record('reconnecting');
    }, statusRefreshMs);
    this.statusTimer.unref();
    this.login(loginBackoff.firstMs);
  }

  private record(
    status: GatewayStatus,
    details: { since?: Date | null; lastError?: string | null } = {},
  ): Promise<void> {
    if (this.stopped && status !== 'offline') return Promise.resolve();
    const ping = this.client?.ws.ping ?? -1;
    return writeGatewayStatus(this.deps.db, status, {
      pingMs: ping >= 0 ? ping : null,
      ...(details.since !== undefined && { connectedAt: details.since }),
      ...(details.lastError !== undefined && { lastError: details.lastError }),
    }).catch((error: unknown) =>
      this.deps.log().warn({ err: error }, 'gateway status not written'),
    );
  }

  private login(nextDelayMs: number): void {
    if (this.stopped) return;
    const client = this.deps.createClient();
    this.client = client;
    this.catalog?.stop();
    this.catalog = attachCatalogSync(client, { ...this.deps, log: this.deps.log() });
    this.detachInteractions?.();
    this.detachInteractions = attachInteractions(client, { ...this.deps, log: this.deps.log() });
    this.watch(client);
    client.login(this.deps.token).catch(async (error: unknown) => {
      await client.destroy().catch(() => undefined);
      if (this.stopped) return;
      // A gateway close that names what to fix says more than discord.js's error does.
      const reason = this.fatalReason ?? (error instanceof Error ? error.message : String(error));
      this.fatalReason = null;
      this.deps.log().warn({ reason, retryInMs: nextDelayMs }, 'discord login failed, retrying');
      void this.record('reconnecting', { since: null, lastError: reason });
      this.loginTimer = setTimeout(
        () => this.login(Math.min(loginBackoff.maxMs, nextDelayMs * 2)),
        nextDelayMs,
      );
      this.loginTimer.unref();
    });
  }

  private watch(client: Client): void {
    const log = this.deps.log();
    // The first heartbeat is acknowledged a little after READY: write its latency once known.
    const recordFirstPing = (triesLeft = 120) => {
      const timer = setTimeout(() => {
        if (this.client !== client || this.stopped) return;
        if (client.ws.ping >= 0) void this.record('online');
        else if (triesLeft > 0) recordFirstPing(triesLeft - 1);
      }, 500);
      timer.unref();
    };
    client.on(Events.ShardReady, () => {
      log.info('discord gateway ready');
      void this.record('online', { since: new Date(), lastError: null });
      recordFirstPing();
      void this.recordIdentity(client);
      for (const resolve of this.readyWaiters) resolve();
      this.readyWaiters.clear();
    });
    client.on(Events.ShardResume, () => {
      void this.record('online', { since: new Date() });
      recordFirstPing();
    });
    client.on(Events.ShardReconnecting, () => void this.record('reconnecting', { since: null }));
    client.on(Events.ShardDisconnect, (event) => {
      const reason = fatalCloseReasons[event.code] ?? `gateway closed (${event.code})`;
      this.fatalReason = reason;
      log.error({ code: event.code }, `discord gateway closed for good: ${reason}`);
      void this.record('offline', { since: null, lastError: reason });
    });
    client.on(Events.ShardError, (error) => log.warn({ err: error }, 'discord gateway error'));
    client.on(Events.Error, (error) => log.warn({ err: error }, 'discord client error'));
  }

  /** Name, avatar, activity, description and privileged intents, for the settings screen. */
  private async recordIdentity(client: Client): Promise<void> {
    const user = client.user;
    if (!user) return;
    try {
      // Without the application (description, intents) the bot is still named.
      const application = await client.application?.fetch().catch((error: unknown) => {
        this.deps.log().warn({ err: error }, 'discord application not fetched');
        return null;
      });
      const activity = user.presence.activities[0];
      await writeBotIdentity(this.deps.db, {
        botUserId: user.id,
        botName: user.globalName ?? user.username,
        botAvatarUrl: user.avatarURL({ size: 128 }),
        activityName: activity?.name ?? null,
        activityType: activity ? (activityTypeNames[activity.type] ?? null) : null,
        description: application?.description || null,
        applicationFlags: application?.flags?.bitfield ?? null,
      });
    } catch (error) {
      this.deps.log().warn({ err: error }, 'bot identity not written');
    }
  }

  get readyClient(): Client | null {
    return this.client?.isReady() ? this.client : null;
  }

  waitUntilReady(timeoutMs: number): Promise<void> {
    if (this.client?.isReady()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.readyWaiters.delete(done);
        reject(new Error(`discord gateway not ready after ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.readyWaiters.add(done);
    });
  }

  async catalogIdle(): Promise<void> {
    await this.catalog?.idle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.loginTimer) clearTimeout(this.loginTimer);
    if (this.statusTimer) clearInterval(this.statusTimer);
    const grace = new Promise((resolve) => setTimeout(resolve, stopGraceMs).unref());
    this.catalog?.stop();
    this.detachInteractions?.();
    await Promise.race([this.catalog?.idle(), grace]);
    await this.client?.destroy();
    await this.record('offline', { since: null });
  }
}
