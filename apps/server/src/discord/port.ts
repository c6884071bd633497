import type { DiscordEffect } from './effects';

/**
 * What the rest of the server may ask of Discord. The discord.js adapter and the
 * stand-in both implement it; nothing else talks to Discord.
 */
export interface DiscordPort {
  readonly mode: 'discord' | 'standin';
  /** Carries out one effect, or throws a `DiscordDeliveryError`. */
  deliver(effect: DiscordEffect): Promise<void>;
  /** Whether the bot is connected to the gateway right now. */
  isOnline(): boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A failed delivery. `permanent` failures (Discord's 400/403/404: missing permission,
 * the bot's role below the target, closed DMs) are not retried.
 */
export class DiscordDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code?: 'dm_closed' | 'missing_permission' | 'unknown_target' | 'unavailable',
  ) {
    super(message);
    this.name = 'DiscordDeliveryError';
  }
}
