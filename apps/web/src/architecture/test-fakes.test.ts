import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A test's fake API answers an endpoint by its id in the contract, with `answer` from
 * testing/answer.ts, never by a path written by hand: the contract's path is the one the app
 * calls, and a renamed route moves every fake with it (docs/architecture.md, "One way each").
 */
const rule = 'Rule "a fake answers an endpoint by its id" (docs/architecture.md#one-way-each)';

/** Where a test may write the API's paths: the tests about the paths themselves. */
const allowed: Record<string, string> = {
  'lib/api-client.test.ts': 'the client writes the URLs: its tests read them',
  'lib/api-client-upload.test.ts': 'the upload writes the URL: its tests read it',
  'app/first-screen.test.tsx': 'counts the requests of the first screen by their URL',
  'lib/live-updates.test.ts': 'reads the URL of the event stream, with its lastEventId',
  'features/applications/allowlists-list.test.tsx': 'reads the link of the CSV export',
  'features/applications/insertions-page.test.tsx': 'reads the link of the CSV export',
  'features/auth/login-page.test.tsx': 'reads the link of the Discord sign-in, with its returnTo',
  'features/blacklist/evidence-viewer.test.tsx': 'reads the download link of an evidence',
  'features/applications/whitelist-page.test.tsx': 'not moved yet: the page is being reworked',
};

/** The tests, their fakes and fixtures. */
const sources = import.meta.glob<string>(
  [
    '../**/*.test.{ts,tsx}',
    '../testing/**/*.{ts,tsx}',
    '../**/*-fixtures.ts',
    '../**/*-test-helpers.ts',
    '../**/*-test-server.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** `'/api/…'`, `'*\/api/…'`, `` `http://x/api/…` ``: a path of the API written by hand. */
const apiPath = /^(\*|https?:\/\/[^/]*)?\/api\//;

function literalApiPaths(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node)) &&
      apiPath.test(node.text)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`src/${file.replace('../', '')}:${line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('fake API in web tests', () => {
  it('answers endpoints by their contract id, never by a literal /api/ path', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const violations = Object.entries(sources)
      .filter(([file]) => !(file.replace('../', '') in allowed))
      .flatMap(([file, text]) => literalApiPaths(file, text));
    expect(
      violations,
      `${rule}: answer an endpoint with answer('<endpoint id>', body) from testing/answer.ts, ` +
        `which writes its method and path from the contract; a test about a path itself goes ` +
        `in the allowlist of this test, with its reason.`,
    ).toEqual([]);
  });

  it('finds a path written by hand', () => {
    const text = [
      "import { x } from '@panel/contract/api/tickets';",
      "server.use(http.get('*/api/tickets', () => null));",
      'const url = `/api/tickets/${id}`;',
    ].join('\n');
    expect(literalApiPaths('../probe.test.ts', text)).toEqual([
      'src/probe.test.ts:2 */api/tickets',
      'src/probe.test.ts:3 /api/tickets/',
    ]);
  });
});
