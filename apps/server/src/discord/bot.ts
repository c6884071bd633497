import type { Client, REST } from 'discord.js';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import type * as BotRuntime from './bot-runtime';
import type { DeliveryResult, DiscordEffect } from '../outbox/discord-effects';
import type { GatewayConnection } from './gateway-connection';
import { DiscordDeliveryError } from '../outbox/discord-effects';
import type { DiscordInvite, DiscordPort } from './port';

type Runtime = typeof BotRuntime;
let runtime: Promise<Runtime> | undefined;

/** discord.js and the code that uses it, loaded once, on the bot's first call. */
const loadRuntime = () => (runtime ??= import('./bot-runtime'));

const defaultActivity = 'o painel da comunidade';

export interface DiscordBotSettings {
  mode: DiscordPort['mode'];
  token: string;
  guildId: string;
  /** Discord's REST base without the version (`https://discord.com/api`). Read when first used. */
  apiBase: () => string;
  adminDiscordIds: readonly string[];
  /** The panel's public address: where a message's link buttons lead. */
  panelUrl: string;
  /** How long a rejected member waits to apply again (a decision taken from Discord says it). */
  reapplyCooldownMs: number;
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
  /** The gateway connection, once `connectGateway` has loaded discord.js and started it. */
  private gateway: GatewayConnection | null = null;
  private gatewayStarted: Promise<GatewayConnection | null> | null = null;
  private stopped = false;
  private botUserId: string | null = null;
  private log: FastifyBaseLogger = pino({ level: 'silent' });

  constructor(
    private readonly settings: DiscordBotSettings,
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {
    this.mode = settings.mode;
  }

  /** Logs through the app's logger once it exists. */
  useLogger(log: FastifyBaseLogger): void {
    this.log = log;
  }

  private createClient({ ActivityType, Client, GatewayIntentBits, Partials }: Runtime): Client {
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
  private rest(runtime: Runtime): REST {
    this.restClient ??= this.createClient(runtime);
    return this.restClient.rest.setToken(this.settings.token);
  }

  connectGateway(): void {
    this.gatewayStarted ??= loadRuntime().then(
      (loaded) => {
        if (this.stopped) return null;
        this.gateway = new loaded.GatewayConnection({
          createClient: () => this.createClient(loaded),
          token: this.settings.token,
          guildId: this.settings.guildId,
          adminDiscordIds: this.settings.adminDiscordIds,
          reapplyCooldownMs: this.settings.reapplyCooldownMs,
          apiBase: this.settings.apiBase(),
          storage: this.storage,
          db: this.db,
          port: this,
          log: () => this.log,
        });
        this.gateway.start();
        return this.gateway;
      },
      (error: unknown) => {
        this.log.error({ err: error }, 'discord.js could not be loaded');
        return null;
      },
    );
  }

  async waitUntilReady(timeoutMs = 10_000): Promise<void> {
    const gateway = await this.gatewayStarted;
    if (!gateway) throw new Error('the gateway is not connected here');
    return gateway.waitUntilReady(timeoutMs);
  }

  /** The client logged in to the gateway, when ready (tests look at its cache). */
  get gatewayClient(): Client | null {
    return this.gateway?.readyClient ?? null;
  }

  /** Resolves when every gateway event received so far is in the catalog (tests). */
  async catalogIdle(): Promise<void> {
    await (await this.gatewayStarted)?.catalogIdle();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await (await this.gatewayStarted)?.stop();
    await this.restClient?.destroy();
  }

  deliver(effect: DiscordEffect): Promise<DeliveryResult> {
    return this.call((loaded) =>
      loaded.applyEffect(
        this.rest(loaded),
        {
          guildId: this.settings.guildId,
          panelUrl: this.settings.panelUrl,
          botUserId: () => this.ownUserId(loaded),
        },
        effect,
      ),
    );
  }

  async setVoiceMute(userId: string, muted: boolean): Promise<void> {
    await this.call((loaded) =>
      this.rest(loaded).patch(loaded.Routes.guildMember(this.settings.guildId, userId), {
        body: { mute: muted },
      }),
    );
  }

  async disconnectVoice(userId: string): Promise<void> {
    await this.call((loaded) =>
      this.rest(loaded).patch(loaded.Routes.guildMember(this.settings.guildId, userId), {
        body: { channel_id: null },
      }),
    );
  }

  resolveInvite(code: string): Promise<DiscordInvite | null> {
    return this.call((loaded) => loaded.readInvite(this.rest(loaded), code));
  }

  private async ownUserId(loaded: Runtime): Promise<string> {
    this.botUserId ??= (
      (await this.rest(loaded).get(loaded.Routes.user('@me'))) as { id: string }
    ).id;
    return this.botUserId;
  }

  /** Every call to Discord fails with a `DiscordDeliveryError`, whatever discord.js threw. */
  private async call<T>(request: (loaded: Runtime) => Promise<T>): Promise<T> {
    let loaded: Runtime;
    try {
      loaded = await loadRuntime();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new DiscordDeliveryError(`discord.js unavailable: ${message}`, false, 'unavailable');
    }
    try {
      return await request(loaded);
    } catch (error) {
      throw loaded.toDeliveryError(error);
    }
  }
}
