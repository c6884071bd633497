import { endpoints, type Endpoint } from '@panel/contract/endpoints';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from './test-app';
import { databaseFingerprint, watchWrites } from './db-fingerprint';
import { defined } from './defined';
import { testDatabaseKind } from './test-database';
import { demoIds, signIn } from './sign-in';

let t: TestApp;
let admin: string;
let writesStamp: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, demoIds.administrador);
  if (testDatabaseKind === 'pglite') writesStamp = await watchWrites(t.database.db);
});
afterAll(() => t.close());

interface State {
  stamp: string;
  fingerprint: string;
}

/** The database's fingerprint, computed again only when a write may have changed it. */
let known: State | null = null;
async function knownState(): Promise<State> {
  const stamp = await writesStamp();
  if (known?.stamp !== stamp) {
    known = { stamp, fingerprint: await databaseFingerprint(t.database.db) };
  }
  return known;
}

const mutations = Object.entries(endpoints as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.method !== 'GET',
);

/** Text of any UTF-16 code units: NULs and lone surrogates included. */
const anyText = fc.string({ unit: 'binary', maxLength: 30 });

/** A path segment that is sometimes valid, sometimes not. */
const segment = fc.oneof(
  anyText,
  fc.constantFrom('suporte', 'moderador', demoIds.membro, '0', '../..', '\u0000', '\ud800'),
);

/** JSON bodies whose strings may hold anything, NULs and lone surrogates too. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('reason', 'userId', 'text', 'code', 'discordId', 'type'), anyText),
);

/** Percent-encodes anything, a lone surrogate as the bytes a sloppy client would send (WTF-8). */
function encodeSegment(text: string): string {
  return [...text]
    .map((char) => {
      const code = defined(char.codePointAt(0));
      if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

/**
 * A refused code redemption counts as a failed attempt by design (five block the member), so
 * only its answers are checked, not the database.
 */
const refusalsWrite = new Set(['redeemToken']);

// Once is enough: the schemas refuse before any statement runs, whatever the database, so the
// PostgreSQL run of the suite (`npm run test:pg`) leaves this file to the PGlite one.
describe.skipIf(testDatabaseKind !== 'pglite')(
  'no body or parameter the schemas refuse can cause a 500 or change anything',
  () => {
    for (const [id, endpoint] of mutations) {
      it(`${endpoint.method} ${endpoint.path} (${id})`, async () => {
        // After a refusal the database is as it was: its state is the next run's "before".
        let unchanged: State | null = null;
        await fc.assert(
          fc.asyncProperty(body, segment, async (payload, param) => {
            const url = endpoint.path.replace(/:[a-zA-Z]+/g, encodeSegment(param));
            const before = refusalsWrite.has(id) ? null : (unchanged ?? (await knownState()));
            unchanged = null;
            const response = await t.app.inject({
              method: endpoint.method,
              url,
              headers: { cookie: admin, origin: testOrigin, 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.json<{ message: string }>().message).toMatch(/[a-zà-ú]/i);
              if (before) {
                const after = await knownState();
                expect(after.fingerprint).toBe(before.fingerprint);
                unchanged = after;
              }
            }
          }),
          { numRuns: 30 },
        );
      });
    }
  },
);
