import { describe, expect, it } from 'vitest';
import { linesMatching, sourceFiles } from './source-files';

// The one outbox (docs/decisions/2026-12-03-one-outbox.md): effect kinds (Discord, game
// database, game command) with their types and failures in src/outbox, one lease that claims
// and settles rows for the worker and the game servers alike.

const doc = 'docs/decisions/2026-12-03-one-outbox.md';
const files = sourceFiles();

describe('effects: one outbox', () => {
  it("keeps every effect kind's types and failures out of discord/", () => {
    const declared = /^export (type|interface|class) \w*(Effect|FailureCode|Error|Failure)\b/;
    const found = files
      .filter((file) => file.path.startsWith('discord/'))
      .flatMap((file) => linesMatching(file, declared));
    expect(
      found,
      `Rule (${doc}): an effect kind's types, failure codes and errors live in src/outbox/<kind>-effects.ts; discord/ only delivers the Discord kind. Move what is found below.`,
    ).toEqual([]);
  });

  it('names failures per kind: only Discord throws a DiscordDeliveryError', () => {
    const found = files
      .filter((file) => !/^(discord|outbox)\//.test(file.path))
      .flatMap((file) => linesMatching(file, /new DiscordDeliveryError\(/));
    expect(
      found,
      `Rule (${doc}): a failure is named by its kind (a MySQL failure is a GameDatabaseWriteError, not a DiscordDeliveryError). Throw the kind's own error from src/outbox/<kind>-effects.ts.`,
    ).toEqual([]);
  });

  it('claims and settles outbox rows in one place, src/outbox/lease.ts', () => {
    const claimOrSettle =
      /for update skip locked|update outbox set status = '(processing|delivered|failed)'/i;
    const found = files
      .filter((file) => file.path !== 'outbox/lease.ts')
      .flatMap((file) => linesMatching(file, claimOrSettle));
    expect(
      found,
      `Rule (${doc}): one claim/lease/settle implementation for every effect kind; use claimEffects, settleDelivered, settleFailed, settleLater of src/outbox/lease.ts instead of what is found below.`,
    ).toEqual([]);
  });
});
