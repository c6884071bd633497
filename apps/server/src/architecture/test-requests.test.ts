import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Rule (docs/decisions/2026-11-28-endpoint-routes.md): a server test sets up its app one way
 * and names the API one way. `useTestApp` (test/use-test-app.ts) builds the file's app and signs
 * in the demo roles; `call` and `urlOf` (test/api.ts) name an endpoint by its contract id, so a
 * path changed in the contract changes every test that reaches it.
 */
const rule =
  'Test requests rule: a server test builds its app with useTestApp (test/use-test-app.ts) and ' +
  "names endpoints by their contract id with call('id', cookie, { params, query, body }) or " +
  "urlOf('id', { params, query }) (test/api.ts), never an '/api/...' string " +
  '(docs/decisions/2026-11-28-endpoint-routes.md).';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Tests of raw HTTP, which write their requests by hand on purpose: odd paths, unknown routes,
 * bodies the contract refuses, the game server's resource, other processes, or a Fastify of
 * their own.
 */
const rawHttpTests = new Set([
  'src/http/route.test.ts',
  'src/http/serializer.test.ts',
  'src/storage/image-upload.test.ts',
  'src/storage/send-stored-file.test.ts',
  'test/compiled-server.test.ts',
  'test/fivem-resource.test.ts',
  'test/multi-process.test.ts',
  'test/security-answers.test.ts',
  'test/security-boot.test.ts',
  'test/security-floods.test.ts',
  'test/security-mutations.test.ts',
  'test/start-stop.test.ts',
  'test/strict-bodies.test.ts',
  'test/web-app.test.ts',
]);

/**
 * Tests that still build their app by hand: a second app of another configuration
 * (`sessions`, `effects-route`), an app per `describe` (the race tests), or a setup not moved
 * yet. The list only shrinks.
 */
const ownSetupTests = new Set([
  'src/discord/interactions/review.test.ts',
  'src/discord/local/effects-route.test.ts',
  'src/modules/applications/list-pages.test.ts',
  'src/modules/applications/race.test.ts',
  'src/modules/applications/submit.test.ts',
  'src/modules/auth/sessions.test.ts',
  'src/modules/blacklist/race.test.ts',
  'src/modules/blacklist/upload.test.ts',
  'src/modules/forms/questions.test.ts',
  'src/modules/game-servers/game-api-fuzz.test.ts',
  'src/modules/game-servers/game-databases.test.ts',
  'src/modules/store/race.test.ts',
  'src/modules/store/redeem.test.ts',
  'src/modules/tickets/tickets.test.ts',
  'src/modules/tokens/race.test.ts',
  'test/authorization-matrix.test.ts',
  'test/mutation-properties.test.ts',
  'test/paged-lists.test.ts',
]);

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

// The architecture tests name the rules they hold, paths included.
const files = [...testFiles(join(serverDir, 'src')), ...testFiles(join(serverDir, 'test'))]
  .filter((path) => !path.includes(`${join('src', 'architecture')}`))
  .map((path) => ({
    path: relative(serverDir, path).split('\\').join('/'),
    lines: readFileSync(path, 'utf8').split('\n'),
  }));

/** Each line of the files matching `pattern`, as `path:line: text`. */
const linesMatching = (of: typeof files, pattern: RegExp) =>
  of.flatMap((file) =>
    file.lines.flatMap((line, index) =>
      pattern.test(line) ? [`${file.path}:${index + 1}: ${line.trim()}`] : [],
    ),
  );

describe('test requests', () => {
  it("name endpoints by their contract id: no '/api/' string outside the raw HTTP tests", () => {
    expect(files.length).toBeGreaterThan(100);
    // A string that starts with the path, or with an origin or an interpolation before it.
    const handWritten = linesMatching(
      files.filter((file) => !rawHttpTests.has(file.path)),
      /(['"`](https?:\/\/[^'"`/\s]*)?|\})\/api\//,
    );
    expect(handWritten, rule).toEqual([]);
  });

  it('set up their app with useTestApp: no createTestApp or apiCaller of their own', () => {
    const ownSetup = linesMatching(
      files.filter((file) => !ownSetupTests.has(file.path) && !rawHttpTests.has(file.path)),
      /\b(createTestApp|apiCaller)\(/,
    );
    expect(ownSetup, rule).toEqual([]);
  });
});
