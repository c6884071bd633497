import { ActivityType, Client, GatewayIntentBits, Partials, Routes, type REST } from 'discord.js';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Database } from '../db/client';
import { applyEffect } from './effect-delivery';
import type { DiscordEffect } from './effects';
import { toDeliveryError } from './errors';
import { GatewayConnection } from './gateway-connection';
import type { DiscordPort } from './port';

const defaultActivity = 'o painel da comunidade';

export interface DiscordBotSettings {
  mode: DiscordPort['mode'];
  token: string;
  guildId: string;
  /** Discord's REST base without the version (`https://discord.com/api`). Read when first used. */
  apiBase: () => string;
  adminDiscordIds: readonly string[];
  /** The bot's "Watching …" activity. */
  activity?: string;
}

/**
 * The one Discord port: discord.js `Client`s (intents Guilds, GuildMembers,
 * GuildVoiceStates): one whose REST client delivers effects and voice calls in every process,
 * and, in the process that holds it, the gateway connection feeding the guild catalog. Demo
 * mode, tests and production differ only in the base URL: discord.com, or the local Discord
 * (docs/decisions/2026-11-23-one-bot-local-discord.md).
 */
export class DiscordBot implements DiscordPort {
  readonly mode: DiscordPort['mode'];
  private restClient: Client | null = null;
  private gateway: GatewayConnection | null = null;
  private botUserId: string | null = null;
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

  private createClient(): Client {
    return new Client({
      intents: [
        GatewayIntentBits.Guilds,
        GatewayIntentBits.GuildMembers,
        GatewayIntentBits.GuildVoiceStates,
      ],
      partials: [Partials.GuildMember],
      presence: {
        activities: [
          { name: this.settings.activity ?? defaultActivity, type: ActivityType.Watching },
        ],
      },
      // The outbox retries with its own backoff; 429s are still waited out by discord.js.
      rest: { api: this.settings.apiBase(), retries: 0, timeout: 15_000 },
    });
  }

  /** REST through a client; the token is set again each time, since a 401 clears it. */
  private get rest(): REST {
    this.restClient ??= this.createClient();
    return this.restClient.rest.setToken(this.settings.token);
  }

  connectGateway(): void {
    if (this.gateway) return;
    this.gateway = new GatewayConnection({
      createClient: () => this.createClient(),
      token: this.settings.token,
      guildId: this.settings.guildId,
      adminDiscordIds: this.settings.adminDiscordIds,
      db: this.db,
      log: () => this.log,
    });
    this.gateway.start();
  }

  waitUntilReady(timeoutMs = 10_000): Promise<void> {
    if (!this.gateway) return Promise.reject(new Error('the gateway is not connected here'));
    return this.gateway.waitUntilReady(timeoutMs);
  }

  /** The client logged in to the gateway, when ready (tests look at its cache). */
  get gatewayClient(): Client | null {
    return this.gateway?.readyClient ?? null;
  }

  /** Resolves when every gateway event received so far is in the catalog (tests). */
  async catalogIdle(): Promise<void> {
    await this.gateway?.catalogIdle();
  }

  async stop(): Promise<void> {
    await this.gateway?.stop();
    await this.restClient?.destroy();
  }

  deliver(effect: DiscordEffect): Promise<void> {
    return this.call(() =>
      applyEffect(this.rest, this.settings.guildId, effect, () => this.ownUserId()),
    );
  }

  setVoiceMute(userId: string, muted: boolean): Promise<void> {
    return this.call(() =>
      this.rest.patch(Routes.guildMember(this.settings.guildId, userId), { body: { mute: muted } }),
    );
  }

  disconnectVoice(userId: string): Promise<void> {
    return this.call(() =>
      this.rest.patch(Routes.guildMember(this.settings.guildId, userId), {
        body: { channel_id: null },
      }),
    );
  }

  private async ownUserId(): Promise<string> {
    this.botUserId ??= ((await this.rest.get(Routes.user('@me'))) as { id: string }).id;
    return this.botUserId;
  }

  /** Every call to Discord fails with a `DiscordDeliveryError`, whatever discord.js threw. */
  private async call(request: () => Promise<unknown>): Promise<void> {
    try {
      await request();
    } catch (error) {
      throw toDeliveryError(error);
    }
  }
}
