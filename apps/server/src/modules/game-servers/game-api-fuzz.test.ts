import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, urlOf } from '../../../test/api';
import { demoIds, signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, demoIds.administrador);
  const created = await apiCaller(t)('createGameServer', admin, { body: { name: 'Fuzz' } });
  apiKey = created.json<{ apiKey: string }>().apiKey;
});
afterAll(() => t.close());

/** Text of any UTF-16 code units: NULs and lone surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 40 });
/** Identifiers that are sometimes FiveM's, sometimes anything. */
const identifier = fc.oneof(
  anyText,
  fc
    .constantFrom('license:', 'steam:', 'discord:', 'ip:', 'fivem:', 'xbl:', 'live:')
    .chain((kind) => fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((rest) => kind + rest)),
  fc
    .string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 16, maxLength: 70 })
    .map((hex) => `3:${hex}`),
);
const joinBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record(
    {
      name: fc.oneof(anyText, fc.integer()),
      identifiers: fc.oneof(fc.array(identifier, { maxLength: 20 }), anyText),
      tokens: fc.array(identifier, { maxLength: 40 }),
    },
    { requiredKeys: [] },
  ),
);
const playersBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    players: fc.array(
      fc.record(
        {
          source: fc.oneof(fc.integer(), fc.double(), anyText),
          name: anyText,
          identifiers: fc.array(identifier, { maxLength: 18 }),
          tokens: fc.array(identifier, { maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 5 },
    ),
  }),
);

describe('the game API under any body', () => {
  for (const [url, bodies] of [
    [urlOf('gameJoin'), joinBody],
    [urlOf('gamePlayers'), playersBody],
  ] as const) {
    it(`answers ${url} with 200 or a Portuguese 400, never a 500`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies, async (payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expect([200, 400]).toContain(response.statusCode);
          if (response.statusCode === 400) {
            expect(response.json<{ code: string }>().code).toBe('validation');
          }
        }),
        // The players report is limited to 120 a minute per key: stay under it.
        { numRuns: 100 },
      );
    });
  }
});
