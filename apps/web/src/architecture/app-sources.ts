/**
 * Every source file of the app, keyed by its path from this folder (`../lib/api-client.ts`),
 * without the tests and their fakes (msw handlers, fixtures), which may name what they serve:
 * what the architecture checks read.
 */
export const appSources = import.meta.glob<string>(
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
