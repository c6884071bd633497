import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSources } from './app-sources';

/**
 * The typed client is the only way to reach the API: JSON calls, uploads and the event stream
 * go through it, so there is one error and 401 handling, one JSON reader and one place that
 * writes URLs (docs/decisions/2026-12-03-one-paged-answer.md, "Web calls").
 */
const decision = 'docs/decisions/2026-12-03-one-paged-answer.md';
const clientModules = ['../lib/api-client.ts'];
const transports = new Set(['fetch', 'EventSource', 'XMLHttpRequest']);
const globalObjects = new Set(['window', 'globalThis', 'self']);

const sources = appSources;

/** Where a file names a browser transport as a value or a type (`fetch(`, `new EventSource`). */
function transportsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && transports.has(node.text)) {
      const parent = node.parent;
      const isMember =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isPropertySignature(parent) ||
        ts.isMethodDeclaration(parent);
      const onGlobal =
        ts.isPropertyAccessExpression(parent) &&
        parent.name === node &&
        ts.isIdentifier(parent.expression) &&
        globalObjects.has(parent.expression.text);
      if (!isMember || onGlobal) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${file.replace('../', 'src/')}:${line + 1} ${node.text}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('web transport', () => {
  it('reaches the API only through the typed client (no fetch, EventSource or XMLHttpRequest elsewhere)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    for (const client of clientModules) expect(Object.keys(sources)).toContain(client);
    const violations = Object.entries(sources)
      .filter(([file]) => !clientModules.includes(file))
      .flatMap(([file, text]) => transportsIn(file, text));
    expect(
      violations,
      `Rule "the typed client is the only transport" (${decision}): call the API through ` +
        `lib/api-client.ts (callEndpoint…, callEndpointWithForm for uploads, openEventStream ` +
        `for the event stream), never fetch, EventSource or XMLHttpRequest directly.`,
    ).toEqual([]);
  });

  it('finds a transport where one is used', () => {
    const text = 'export const x = () => window.fetch("/x"); const y = new EventSource("/e");';
    expect(transportsIn('../probe.ts', text)).toEqual([
      'src/probe.ts:1 fetch',
      'src/probe.ts:1 EventSource',
    ]);
    expect(transportsIn('../probe.ts', 'void query.refetch(); const o = { fetch: 1 };')).toEqual(
      [],
    );
  });
});
