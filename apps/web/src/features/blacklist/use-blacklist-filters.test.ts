import { describe, expect, it } from 'vitest';
import { parseBlacklistFilters } from './use-blacklist-filters';

const parse = (query: string) => parseBlacklistFilters(new URLSearchParams(query));

describe('parseBlacklistFilters', () => {
  it('defaults to every type, no search, page 1', () => {
    expect(parse('')).toEqual({ type: null, search: '', page: 1 });
  });

  it('reads a shared link', () => {
    expect(parse('type=server&search=%20abc%20&page=3')).toEqual({
      type: 'server',
      search: 'abc',
      page: 3,
    });
  });

  it('falls back to the defaults for stale or hand-edited values', () => {
    expect(parse('type=guilda&page=abc')).toEqual({ type: null, search: '', page: 1 });
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
  });
});
