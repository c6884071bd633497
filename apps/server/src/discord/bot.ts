import {
  ChannelType,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  Partials,
  PermissionFlagsBits,
  type REST,
  Routes,
  Status,
} from 'discord.js';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Database } from '../db/client';
import { attachCatalogSync } from './catalog-sync';
import type { DiscordEffect } from './effects';
import { toDeliveryError } from './errors';
import { writeGatewayStatus } from './gateway-status';
import type { DiscordPort } from './port';

export interface DiscordBotSettings {
  mode: DiscordPort['mode'];
  token: string;
  guildId: string;
  /** Discord's REST base without the version (`https://discord.com/api`). Read when first used. */
  apiBase: () => string;
  adminDiscordIds: readonly string[];
}

/** What an operator must fix when Discord closes the gateway for good. */
const fatalCloseReasons: Record<number, string> = {
  4004: 'invalid bot token: check DISCORD_BOT_TOKEN',
  4013: 'invalid intents',
  4014: 'privileged intent not enabled: switch on "Server Members Intent" for the bot in the Discord developer portal',
};

/** How often the gateway row is refreshed, so other processes know the connection lives. */
const statusRefreshMs = 30_000;
const loginBackoff = { firstMs: 1_000, maxMs: 60_000 };

/**
 * The one Discord port: a discord.js `Client` (intents Guilds, GuildMembers,
 * GuildVoiceStates), its REST client for effects, and, in the process that holds it, its
 * gateway connection feeding the guild catalog. Demo mode, tests and production differ only
 * in the base URL: discord.com, or the local Discord
 * (docs/decisions/2026-11-23-one-bot-local-discord.md).
 */
export class DiscordBot implements DiscordPort {
  readonly mode: DiscordPort['mode'];
  private client: Client | null = null;
  private stopped = false;
  private loginTimer: NodeJS.Timeout | null = null;
  private statusTimer: NodeJS.Timeout | null = null;
  private catalog: ReturnType<typeof attachCatalogSync> | null = null;
  private readonly readyWaiters = new Set<() => void>();
  private fatalReason: string | null = null;

  private log: FastifyBaseLogger = pino({ level: 'silent' });

  constructor(
    private readonly settings: DiscordBotSettings,
    private readonly db: Database,
  ) {
    this.mode = settings.mode;
  }

  /** Logs through the app's logger once it exists. */
  useLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  private get discord(): Client {
    this.client ??= this.createClient();
    return this.client;
  }

  private createClient(): Client {
    return new Client({
      intents: [
        GatewayIntentBits.Guilds,
        GatewayIntentBits.GuildMembers,
        GatewayIntentBits.GuildVoiceStates,
      ],
      partials: [Partials.GuildMember],
      // The outbox retries with its own backoff; 429s are still waited out by discord.js.
      rest: { api: this.settings.apiBase(), retries: 0, timeout: 15_000 },
    });
  }

  /** REST through the client; the token is set again each time, since a 401 clears it. */
  private get rest(): REST {
    return this.discord.rest.setToken(this.settings.token);
  }

  connectGateway(): void {
    if (this.catalog) return;
    const client = this.discord;
    this.catalog = attachCatalogSync(client, {
      db: this.db,
      guildId: this.settings.guildId,
      adminDiscordIds: this.settings.adminDiscordIds,
      log: this.log,
    });
    const record = (
      status: 'online' | 'reconnecting' | 'offline',
      details: { since?: Date | null; lastError?: string | null } = {},
    ) =>
      writeGatewayStatus(this.db, status, {
        pingMs: client.ws.ping >= 0 ? client.ws.ping : null,
        ...(details.since !== undefined && { connectedAt: details.since }),
        ...(details.lastError !== undefined && { lastError: details.lastError }),
      }).catch((error: unknown) => this.log.warn({ err: error }, 'gateway status not written'));

    // The first heartbeat is acknowledged a little after READY: write its latency once known.
    const recordFirstPing = (triesLeft = 120) => {
      const timer = setTimeout(() => {
        if (!client.isReady() || this.stopped) return;
        if (client.ws.ping >= 0) void record('online');
        else if (triesLeft > 0) recordFirstPing(triesLeft - 1);
      }, 500);
      timer.unref();
    };
    client.on(Events.ShardReady, () => {
      this.log.info('discord gateway ready');
      void record('online', { since: new Date(), lastError: null });
      recordFirstPing();
      for (const resolve of this.readyWaiters) resolve();
      this.readyWaiters.clear();
    });
    client.on(Events.ShardResume, () => {
      void record('online', { since: new Date() });
      recordFirstPing();
    });
    client.on(Events.ShardReconnecting, () => void record('reconnecting', { since: null }));
    client.on(Events.ShardDisconnect, (event) => {
      const reason = fatalCloseReasons[event.code] ?? `gateway closed (${event.code})`;
      this.fatalReason = reason;
      this.log.error({ code: event.code }, `discord gateway closed for good: ${reason}`);
      void record('offline', { since: null, lastError: reason });
    });
    client.on(Events.ShardError, (error) => this.log.warn({ err: error }, 'discord gateway error'));
    client.on(Events.Error, (error) => this.log.warn({ err: error }, 'discord client error'));
    this.statusTimer = setInterval(() => {
      const shard = client.ws.shards.first();
      if (shard?.status === Status.Ready) void record('online');
      else if (client.isReady()) void record('reconnecting');
    }, statusRefreshMs);
    this.statusTimer.unref();
    void writeGatewayStatus(this.db, 'connecting').catch(() => undefined);
    this.login(loginBackoff.firstMs);
  }

  /** Logs in; when Discord cannot be reached, tries again later (1 s doubling to a minute). */
  private login(nextDelayMs: number): void {
    if (this.stopped) return;
    this.discord.login(this.settings.token).catch((error: unknown) => {
      if (this.stopped) return;
      // A gateway close that names what to fix says more than discord.js's error does.
      const reason = this.fatalReason ?? (error instanceof Error ? error.message : String(error));
      this.fatalReason = null;
      this.log.warn({ reason, retryInMs: nextDelayMs }, 'discord login failed, retrying');
      void writeGatewayStatus(this.db, 'reconnecting', { lastError: reason }).catch(
        () => undefined,
      );
      this.loginTimer = setTimeout(
        () => this.login(Math.min(loginBackoff.maxMs, nextDelayMs * 2)),
        nextDelayMs,
      );
      this.loginTimer.unref();
    });
  }

  waitUntilReady(timeoutMs = 10_000): Promise<void> {
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

  /** Resolves when every gateway event received so far is in the catalog (tests). */
  async catalogIdle(): Promise<void> {
    await this.catalog?.idle();
  }

  /** The discord.js client (tests look at its cache and gateway state). */
  get discordClient(): Client {
    return this.discord;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.loginTimer) clearTimeout(this.loginTimer);
    if (this.statusTimer) clearInterval(this.statusTimer);
    if (this.catalog) {
      await this.catalog.idle();
      await writeGatewayStatus(this.db, 'offline').catch(() => undefined);
    }
    await this.client?.destroy();
  }

  async deliver(effect: DiscordEffect): Promise<void> {
    try {
      await this.apply(effect);
    } catch (error) {
      throw toDeliveryError(error);
    }
  }

  async setVoiceMute(userId: string, muted: boolean): Promise<void> {
    await this.call(() =>
      this.rest.patch(Routes.guildMember(this.settings.guildId, userId), { body: { mute: muted } }),
    );
  }

  async disconnectVoice(userId: string): Promise<void> {
    await this.call(() =>
      this.rest.patch(Routes.guildMember(this.settings.guildId, userId), {
        body: { channel_id: null },
      }),
    );
  }

  private async call(request: () => Promise<unknown>): Promise<void> {
    try {
      await request();
    } catch (error) {
      throw toDeliveryError(error);
    }
  }

  private async apply(effect: DiscordEffect): Promise<void> {
    const { guildId } = this.settings;
    switch (effect.type) {
      case 'member.addRole':
        await this.rest.put(Routes.guildMemberRole(guildId, effect.userId, effect.roleId), {
          reason: effect.reason,
        });
        return;
      case 'member.removeRole':
        await this.rest.delete(Routes.guildMemberRole(guildId, effect.userId, effect.roleId), {
          reason: effect.reason,
        });
        return;
      case 'channel.message':
        await this.rest.post(Routes.channelMessages(effect.channelId), {
          body: { content: effect.content, allowed_mentions: { parse: ['users'] } },
        });
        return;
      case 'channel.createPrivate':
        await this.createPrivateChannel(effect);
        return;
      case 'member.directMessage':
        try {
          const channel = (await this.rest.post(Routes.userChannels(), {
            body: { recipient_id: effect.userId },
          })) as { id: string };
          await this.rest.post(Routes.channelMessages(channel.id), {
            body: { content: effect.content },
          });
        } catch (error) {
          const closed = error instanceof DiscordAPIError && error.code === 50007;
          if (!closed || !effect.fallbackChannelId) throw error;
          await this.rest.post(Routes.channelMessages(effect.fallbackChannelId), {
            body: {
              content: `<@${effect.userId}> ${effect.content}`,
              allowed_mentions: { users: [effect.userId] },
            },
          });
        }
        return;
    }
  }

  /** Hidden from @everyone; visible to the member, the bot and the staff roles. */
  private async createPrivateChannel(
    effect: Extract<DiscordEffect, { type: 'channel.createPrivate' }>,
  ): Promise<void> {
    const { guildId } = this.settings;
    const botUserId =
      this.client?.user?.id ?? ((await this.rest.get(Routes.user('@me'))) as { id: string }).id;
    const talk =
      PermissionFlagsBits.ViewChannel |
      PermissionFlagsBits.SendMessages |
      PermissionFlagsBits.ReadMessageHistory |
      PermissionFlagsBits.AttachFiles;
    const channel = (await this.rest.post(Routes.guildChannels(guildId), {
      body: {
        name: effect.name,
        type: ChannelType.GuildText,
        parent_id: effect.parentId,
        permission_overwrites: [
          // The @everyone role has the guild's id.
          { id: guildId, type: 0, deny: String(PermissionFlagsBits.ViewChannel) },
          { id: effect.userId, type: 1, allow: String(talk) },
          { id: botUserId, type: 1, allow: String(talk | PermissionFlagsBits.ManageChannels) },
          ...effect.staffRoleIds.map((id) => ({ id, type: 0, allow: String(talk) })),
        ],
      },
      reason: 'Ticket aberto no painel',
    })) as { id: string };
    await this.rest.post(Routes.channelMessages(channel.id), {
      body: { content: effect.content, allowed_mentions: { users: [effect.userId] } },
    });
  }
}
