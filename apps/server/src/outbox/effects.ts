import type { DiscordEffect, DiscordFailureCode, SkippedEffect } from './discord-effects';
import type { GameCommandEffect, GameCommandFailureCode } from './game-command-effects';
import type { GameDatabaseEffect, GameDatabaseFailureCode } from './game-database-effects';

// The one outbox and its effect kinds (docs/decisions/2026-12-03-one-outbox.md): each kind's
// types and failures live in `outbox/<kind>-effects.ts`, never in `discord/`.

/** What the outbox holds: Discord's effects, game databases' writes and game servers' commands. */
export type OutboxEffect = DiscordEffect | GameDatabaseEffect | GameCommandEffect;

export type EffectKind = 'discord' | 'gameDatabase' | 'gameCommand';

export function kindOf(effect: OutboxEffect): EffectKind {
  if (effect.type === 'gameDb.write') return 'gameDatabase';
  if (effect.type === 'game.command') return 'gameCommand';
  return 'discord';
}

/** Every code `outbox.failure_code` may hold, named per kind. */
export type EffectFailureCode =
  DiscordFailureCode | GameDatabaseFailureCode | GameCommandFailureCode;

/** What a change queues with `enqueueEffects`: effects to deliver, and those its settings do not allow. */
export type PlannedEffect = DiscordEffect | GameDatabaseEffect | SkippedEffect;

export function isSkipped(effect: PlannedEffect): effect is SkippedEffect {
  return 'skipped' in effect;
}
