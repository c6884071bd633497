import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type Endpoint } from './endpoints';

/** Whether the endpoint's query asks for a page (`page` and `limit`). */
function asksForPage(query: z.ZodType | undefined): boolean {
  if (!(query instanceof z.ZodObject)) return false;
  const shape = query.shape as Record<string, unknown>;
  return 'page' in shape && 'limit' in shape;
}

describe('paged lists', () => {
  it('are exactly the endpoints whose query asks for a page, so each says its total the same way', () => {
    const all: Record<string, Endpoint> = endpoints;
    const mismatched = Object.entries(all)
      .filter(([, endpoint]) => asksForPage(endpoint.query) !== (endpoint.paged === true))
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
    expect(Object.values(all).filter((endpoint) => endpoint.paged)).toHaveLength(12);
  });
});
