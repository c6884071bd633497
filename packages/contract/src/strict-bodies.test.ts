import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from './endpoints';
import type { Endpoint } from './endpoints/types';
import { emptyBodySchema, laxBodyPaths, laxObjectPaths } from './strict-bodies';

describe('strict bodies', () => {
  it('leaves no endpoint body or multipart form with an object that drops unknown fields', () => {
    const lax = Object.entries(endpoints as Record<string, Endpoint>).flatMap(([id, endpoint]) =>
      laxBodyPaths(endpoint).map((path) => `${id}: ${path}`),
    );
    expect(lax).toEqual([]);
  });

  it('finds a lax object wherever it hides', () => {
    const lax = z.object({ a: z.string() });
    const strict = z.strictObject({ a: z.string() });
    expect(laxObjectPaths(strict)).toEqual([]);
    expect(laxObjectPaths(emptyBodySchema)).toEqual([]);
    expect(laxObjectPaths(lax)).toEqual(['(root)']);
    expect(laxObjectPaths(z.looseObject({}))).toEqual(['(root)']);
    expect(laxObjectPaths(z.strictObject({ list: z.array(lax) }))).toEqual(['.list[]']);
    expect(laxObjectPaths(z.union([strict, lax.nullish()]))).toEqual(['(root)']);
    expect(laxObjectPaths(strict.extend({ inner: lax.optional().default({ a: '' }) }))).toEqual([
      '.inner',
    ]);
    expect(
      laxObjectPaths(
        strict
          .partial()
          .transform((body) => body)
          .pipe(lax),
      ),
    ).toEqual(['(root)']);
    expect(laxObjectPaths(z.strictObject({ map: z.record(z.string(), lax) }))).toEqual(['.map.*']);
    expect(laxObjectPaths(z.tuple([strict, lax]))).toEqual(['[1]']);
    expect(laxObjectPaths(z.intersection(strict, lax))).toEqual(['(root)']);
    expect(laxObjectPaths(z.lazy(() => lax))).toEqual(['(root)']);
    expect(
      laxBodyPaths({
        method: 'POST',
        path: '/api/x',
        access: 'public',
        summary: '',
        tag: '',
        body: strict.extend({ inner: lax }),
        form: { fields: lax, files: 'arquivo' },
      }),
    ).toEqual(['body.inner', 'form']);
  });
});
