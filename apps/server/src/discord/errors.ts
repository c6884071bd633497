import { DiscordAPIError, HTTPError } from 'discord.js';
import { DiscordDeliveryError, type DiscordFailureCode } from '../outbox/discord-effects';

/** Discord's JSON error codes that no retry will fix, and what they mean for the panel. */
export const permanentDiscordCodes: Readonly<Record<number, DiscordFailureCode>> = {
  10003: 'unknown_target', // Unknown Channel
  10004: 'unknown_target', // Unknown Guild
  10007: 'unknown_target', // Unknown Member
  10011: 'unknown_target', // Unknown Role
  10013: 'unknown_target', // Unknown User
  50001: 'missing_permission', // Missing Access
  50013: 'missing_permission', // Missing Permissions (or the bot's role is not above the target)
  50007: 'dm_closed', // Cannot send messages to this user
  40032: 'not_in_voice', // Target user is not connected to voice
  30013: 'limit_reached', // Maximum number of guild channels reached (500)
};

/** A form error (50035) naming a full category: Discord's `CHANNEL_PARENT_MAX_CHANNELS`. */
function isFullCategory(error: DiscordAPIError): boolean {
  return (
    error.code === 50035 && JSON.stringify(error.rawError).includes('CHANNEL_PARENT_MAX_CHANNELS')
  );
}

/**
 * Turns what discord.js threw into the outbox's decision: a 4xx (but 401 and 429) is
 * permanent and keeps Discord's reason; 401 (a token being replaced), 429 that outlived
 * discord.js's own waiting, 5xx and network failures are retried later.
 */
export function toDeliveryError(error: unknown): DiscordDeliveryError {
  if (error instanceof DiscordDeliveryError) return error;
  if (error instanceof DiscordAPIError) {
    const code = isFullCategory(error)
      ? 'limit_reached'
      : typeof error.code === 'number'
        ? permanentDiscordCodes[error.code]
        : undefined;
    const retryable = error.status === 401 || error.status === 429 || error.status >= 500;
    return new DiscordDeliveryError(
      `Discord ${error.status} (${String(error.code)}): ${error.message}`,
      !retryable,
      retryable ? 'unavailable' : (code ?? 'rejected'),
      typeof error.code === 'number' ? error.code : null,
    );
  }
  if (error instanceof HTTPError) {
    return new DiscordDeliveryError(
      `Discord ${error.status}: ${error.message}`,
      false,
      'unavailable',
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new DiscordDeliveryError(`Discord unavailable: ${message}`, false, 'unavailable');
}
