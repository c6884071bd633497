import type { DeliveryResult, DiscordEffect } from '../outbox/discord-effects';

/** An invite as the panel reads it: the guild it leads to, as Discord shows it to anyone. */
export interface DiscordInvite {
  /** `null` for an invite to a group DM or a friend. */
  guild: {
    id: string;
    name: string;
    /** Icon hash; `null` for a guild without one. */
    icon: string | null;
    /** Discord's approximate count (`with_counts`); `null` when it gave none. */
    approximateMemberCount: number | null;
  } | null;
}

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
  /** The invite with this code, now; `null` when Discord knows none (or it expired). */
  resolveInvite(code: string): Promise<DiscordInvite | null>;
  /** Logs in to the gateway and keeps it (the worker process only); returns at once. */
  connectGateway(): void;
  /** Resolves when the gateway is ready (tests), or rejects after `timeoutMs`. */
  waitUntilReady(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}
