import type { DiscordEffect, DiscordFailureCode, SkippedEffect } from './discord-effects';
import type { GameCommandEffect, GameCommandFailureCode } from './game-command-effects';
import type { GameDatabaseEffect, GameDatabaseFailureCode } from './game-database-effects';
import type { WebhookEffect, WebhookFailureCode } from './webhook-effects';

// The one outbox and its effect kinds (docs/decisions/2026-12-03-one-outbox.md): each kind's
// types and failures live in `outbox/<kind>-effects.ts`, never in `discord/`.

/**
 * What the outbox holds: Discord's effects, game databases' writes, game servers' commands and
 * webhook deliveries.
 */
export type OutboxEffect = DiscordEffect | GameDatabaseEffect | GameCommandEffect | WebhookEffect;

export type EffectKind = 'discord' | 'gameDatabase' | 'gameCommand' | 'webhook';

export function kindOf(effect: OutboxEffect): EffectKind {
  if (effect.type === 'gameDb.write') return 'gameDatabase';
  if (effect.type === 'game.command') return 'gameCommand';
  if (effect.type === 'webhook.deliver') return 'webhook';
  return 'discord';
}

/** Every code `outbox.failure_code` may hold, named per kind. */
export type EffectFailureCode =
  DiscordFailureCode | GameDatabaseFailureCode | GameCommandFailureCode | WebhookFailureCode;

/** What a change queues with `enqueueEffects`: effects to deliver, and those its settings do not allow. */
export type PlannedEffect = DiscordEffect | GameDatabaseEffect | SkippedEffect;

export function isSkipped(effect: PlannedEffect): effect is SkippedEffect {
  return 'skipped' in effect;
}
