import { describe, expect, it } from 'vitest';

/**
 * Every source file of the app but the tests and their fakes (msw handlers, fixtures), which
 * may name the paths they serve.
 */
const sources = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../testing/**',
    '!../**/*-fixtures.ts',
    '!../**/*-test-helpers.ts',
    '!../**/*-test-server.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

describe('API paths', () => {
  it("come from the contract's endpoints: no `/api/` string is written by hand", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const handWritten = Object.entries(sources)
      // A string that starts with the path (or `*`, or an origin, before it).
      .filter(([, text]) => /['"`](\*|https?:\/\/[^'"`/\s]*)?\/api\//.test(text))
      .map(([file]) => file);
    expect(handWritten).toEqual([]);
  });
});
