import { describe, expect, it } from 'vitest';
import { appSources } from './app-sources';

/** The lines of code, without the comments (which are English and may name anything). */
function codeLines(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
    .map((line) => line.replace(/\s\/\/ .*$/, ''));
}

/** "entrada" or "entradas", anywhere in code. */
const entrada = /\bentradas?\b/i;
/** An English word the glossary replaced, in a string or a JSX text. */
const english = /(['"`>]|^\s+)[^'"`<]*\b(Logout|Uptime|Insertion)\b[^'"`<]*(['"`<]|$)/;

function find(pattern: RegExp, allow: (path: string, line: string) => boolean = () => false) {
  return Object.entries(appSources).flatMap(([path, source]) =>
    codeLines(source)
      .filter((line) => pattern.test(line) && !allow(path, line))
      .map((line) => `${path}: ${line.trim()}`),
  );
}

/** docs/glossary.md, "Palavras da interface": one word per thing on every screen. */
describe('interface words', () => {
  it('calls only a blacklist entry an "entrada": a game join is a conexão, a sign-in an acesso', () => {
    expect(entrada.test("noun={['conexão', 'entradas']}")).toBe(true);
    const found = find(
      entrada,
      (path, line) => path.includes('/blacklist/') || /blacklist/i.test(line),
    );
    expect(found, 'docs/glossary.md#palavras-da-interface-pt-br').toEqual([]);
  });

  it('shows no English word the glossary replaced', () => {
    for (const sample of ["toast('Insertion aprovada')", '<span>Logout</span>', '        Uptime']) {
      expect(english.test(sample), sample).toBe(true);
    }
    expect(english.test('import type { InsertionKind } from "./kinds";')).toBe(false);
    const found = find(english);
    expect(found, 'docs/decisions/2026-12-04-no-english-on-screen.md').toEqual([]);
  });
});
