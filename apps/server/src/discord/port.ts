import type { DeliveryResult, DiscordEffect } from './effects';

/**
 * What the rest of the server may ask of Discord. One implementation, the discord.js bot
 * (`bot.ts`), talks to discord.com or to the local Discord alike.
 */
export interface DiscordPort {
  /** `standin` when it talks to the local Discord of demo mode. */
  readonly mode: 'discord' | 'standin';
  /** Carries out one effect (outbox) and answers what it made, or throws a `DiscordDeliveryError`. */
  deliver(effect: DiscordEffect): Promise<DeliveryResult>;
  /** Server mute in voice, now (not through the outbox: a late mute is a wrong mute). */
  setVoiceMute(userId: string, muted: boolean): Promise<void>;
  /** Disconnects the member from voice, now. */
  disconnectVoice(userId: string): Promise<void>;
  /** Logs in to the gateway and keeps it (the worker process only); returns at once. */
  connectGateway(): void;
  /** Resolves when the gateway is ready (tests), or rejects after `timeoutMs`. */
  waitUntilReady(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export type DiscordFailureCode =
  | 'dm_closed'
  | 'missing_permission'
  | 'unknown_target'
  | 'not_in_voice'
  | 'limit_reached'
  | 'rejected'
  | 'unavailable'
  /** A game database refused the write (its SQL, its access). */
  | 'game_db_rejected'
  /** A game database could not be reached (refused, timeout): retried. */
  | 'game_db_unavailable'
  /** The member has no account in the game's database yet (never connected), or no licence. */
  | 'game_account_unknown'
  /** Custom SQL names the passport and the panel does not know it. */
  | 'passport_unknown';

/**
 * A failed call to Discord. `permanent` failures (missing permission, the bot's role below
 * the target, unknown member or role, closed DMs, not in voice) are not retried.
 */
export class DiscordDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: DiscordFailureCode,
    /** Discord's JSON error code (50013...), when Discord answered one. */
    readonly discordCode: number | null = null,
  ) {
    super(message);
    this.name = 'DiscordDeliveryError';
  }
}
