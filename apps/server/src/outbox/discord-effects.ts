import type { BotSettingKey, BotSettings } from '@panel/contract/api/bot-settings';
import type { TranscriptMessage } from '@panel/contract/api/tickets';
import { EffectFailure } from './failure';

// The outbox's Discord kind: everything the panel can ask of Discord, its answers, its failures
// (docs/decisions/2026-12-03-one-outbox.md). Effects are stored in the outbox as JSON, so each
// one is plain data that names what it acts on.

/** A button of a bot message: one that sends the bot an interaction, or a link into the panel. */
export type BotButton =
  | { style: 'success' | 'danger' | 'secondary'; label: string; customId: string }
  | {
      style: 'link';
      label: string;
      /** A path of the panel (`/allowlists?…`), made absolute with its public address. */
      path: string;
    };

/** A message the bot posts and later edits: its text and one row of buttons. */
export interface BotMessage {
  content: string;
  buttons: BotButton[];
}

export type DiscordEffect =
  | { type: 'member.addRole'; userId: string; roleId: string; reason: string }
  | { type: 'member.removeRole'; userId: string; roleId: string; reason: string }
  | { type: 'channel.message'; channelId: string; content: string }
  | {
      type: 'member.directMessage';
      userId: string;
      content: string;
      /** Where to post instead when the member does not accept direct messages. */
      fallbackChannelId: string | null;
    }
  | {
      /** A text channel only the member, the bot and the staff roles can see (tickets). */
      type: 'channel.createPrivate';
      name: string;
      /** The category it goes under, or `null` for none. */
      parentId: string | null;
      userId: string;
      staffRoleIds: string[];
      /** First message posted in the new channel. */
      content: string;
      /** The ticket the channel is for: its id is kept on the ticket once created. */
      ticketId?: number;
    }
  | {
      /** Reads a ticket's channel's messages (its transcript); the ticket then deletes it. */
      type: 'channel.archive';
      channelId: string;
      ticketId: number;
    }
  | { type: 'channel.delete'; channelId: string; reason: string }
  | {
      /** A message with buttons; its id is kept by the application it is for. */
      type: 'message.post';
      channelId: string;
      message: BotMessage;
      applicationId: number;
    }
  | {
      /** The bot's own message rewritten: an application's review message after a decision. */
      type: 'message.edit';
      channelId: string;
      messageId: string;
      message: BotMessage;
      applicationId: number;
    };

/** What a delivered effect answered: the created channel, or an archived channel's messages. */
export type DeliveryResult =
  | { channelId: string }
  | { messageId: string }
  | { messages: TranscriptMessage[]; truncated: boolean }
  | null;

export type DiscordEffectType = DiscordEffect['type'];

/**
 * An effect not sent because a bot setting it needs is missing. It is kept in the outbox as
 * `skipped`, naming the setting, so staff see it and can send it once the setting exists
 * (docs/decisions/2026-11-24-discord-deliveries.md). Its `effect` holds an empty id where
 * the setting's id goes (`settingField`).
 */
export interface SkippedEffect {
  skipped: true;
  missingSetting: BotSettingKey;
  effect: DiscordEffect;
}

/**
 * The effect `build` makes with the configured id of `key`, or, when the setting is missing,
 * the same effect skipped and naming it.
 */
export function withSetting(
  settings: BotSettings,
  key: BotSettingKey,
  build: (id: string) => DiscordEffect,
): DiscordEffect | SkippedEffect {
  const id = settings[key];
  return id ? build(id) : { skipped: true, missingSetting: key, effect: build('') };
}

/** The field of an effect that carries a bot setting's id (filled in when a skipped one is retried). */
export function settingField(
  effect: DiscordEffect,
): 'roleId' | 'channelId' | 'parentId' | 'fallbackChannelId' {
  switch (effect.type) {
    case 'member.addRole':
    case 'member.removeRole':
      return 'roleId';
    case 'channel.message':
    case 'channel.archive':
    case 'channel.delete':
    case 'message.post':
    case 'message.edit':
      return 'channelId';
    case 'channel.createPrivate':
      return 'parentId';
    case 'member.directMessage':
      return 'fallbackChannelId';
  }
}

export type DiscordFailureCode =
  | 'dm_closed'
  | 'missing_permission'
  | 'unknown_target'
  | 'not_in_voice'
  | 'limit_reached'
  | 'rejected'
  | 'unavailable';

/**
 * A failed call to Discord. `permanent` failures (missing permission, the bot's role below
 * the target, unknown member or role, closed DMs, not in voice) are not retried.
 */
export class DiscordDeliveryError extends EffectFailure<DiscordFailureCode> {
  constructor(
    message: string,
    permanent: boolean,
    code: DiscordFailureCode,
    /** Discord's JSON error code (50013...), when Discord answered one. */
    readonly discordCode: number | null = null,
  ) {
    super(message, permanent, code);
    this.name = 'DiscordDeliveryError';
  }
}

/** Who delivers the Discord kind: the bot (`discord/port.ts`'s `DiscordPort`). */
export interface DiscordDelivery {
  deliver(effect: DiscordEffect): Promise<DeliveryResult>;
}
