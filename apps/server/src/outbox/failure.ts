/**
 * Why one outbox effect was not delivered, whatever its kind: each kind names its own error and
 * codes (`DiscordDeliveryError`, `GameDatabaseWriteError`), stored as `outbox.failure_code`.
 * `permanent` failures are not retried (docs/decisions/2026-12-03-one-outbox.md).
 */
export class EffectFailure<Code extends string = string> extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly code: Code,
  ) {
    super(message);
    this.name = 'EffectFailure';
  }
}
