import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pagedBodyForms } from '@panel/contract/api/paged-list';
import { endpoints, type Endpoint } from '@panel/contract/endpoints';
import { describe, expect, it } from 'vitest';

/**
 * One answer for every paged list, built in one layer: services answer a `ListPage` and know
 * nothing of HTTP; `http/route.ts` writes it on the wire in the form the contract declares.
 * Each rule names the decision that explains it.
 */
const decision = 'docs/decisions/2026-12-03-one-paged-answer.md';
const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** What a file imports (packages as named, relative paths resolved from `src/`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s+'([^']+)'/g)].flatMap(([, specifier]) => {
    if (!specifier) return [];
    if (!specifier.startsWith('.')) return [specifier];
    return [relative(srcDir, resolve(dirname(file), specifier)).replace(/\.ts$/, '')];
  });
}

const files = sourceFiles(srcDir).map((file) => relative(srcDir, file));

/** `modules/<area>/service.ts` and everything under `modules/<area>/service/`. */
const isService = (file: string) => /^modules\/[^/]+\/service(\.ts$|\/)/.test(file);

/** HTTP's types and answer helpers: the web server itself, and how `http/` writes answers. */
const isHttpAnswerImport = (specifier: string) =>
  /^(fastify|@fastify\/|fastify-)/.test(specifier) ||
  specifier === 'http/route' ||
  specifier === 'http/serializer';

describe('paged answers', () => {
  it('services import no HTTP types', () => {
    const services = files.filter(isService);
    expect(services.length).toBeGreaterThan(40);
    const violations = services.flatMap((file) =>
      importsOf(join(srcDir, file))
        .filter(isHttpAnswerImport)
        .map((specifier) => `${file} imports ${specifier}`),
    );
    expect(
      violations,
      `Rule "services import no HTTP types" (${decision}): a service answers domain values (a ` +
        `list answers a ListPage); fastify and the answer helpers of http/ (route, serializer) ` +
        `belong to routes.ts and http/.`,
    ).toEqual([]);
  });

  it('every paged endpoint of the contract answers the one paged shape', () => {
    const all: Record<string, Endpoint> = endpoints;
    const paged = Object.entries(all).filter(([, endpoint]) => endpoint.paged);
    expect(paged.length).toBeGreaterThan(0);
    const violations = Object.entries(all)
      .filter(([, endpoint]) => {
        const declared = endpoint.response !== undefined && pagedBodyForms.has(endpoint.response);
        return declared !== (endpoint.paged === true);
      })
      .map(([id, endpoint]) =>
        endpoint.paged
          ? `${id}: paged, but its response is not declared with pagedListSchema`
          : `${id}: answers a paged list's body without \`paged: true\``,
      );
    expect(
      violations,
      `Rule "one paged answer" (${decision}): a paged endpoint (\`paged: true\`) declares its ` +
        `response with pagedListSchema (packages/contract/src/api/paged-list.ts), its handler ` +
        `answers a ListPage, and only http/route.ts writes it.`,
    ).toEqual([]);
  });

  it('only http/route.ts writes a page on the wire', () => {
    const writers = files
      .filter((file) => file !== 'http/route.ts')
      .filter((file) =>
        /\b(writePagedBody|pagedBodyForms|totalCountHeader|totalCappedHeader|PagedAnswer)\b/.test(
          readFileSync(join(srcDir, file), 'utf8'),
        ),
      );
    expect(
      writers,
      `Rule "one paged answer, built in one layer" (${decision}): a handler returns the ` +
        `ListPage; http/route.ts alone writes its headers and body.`,
    ).toEqual([]);
  });
});
