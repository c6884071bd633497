import { describe, expect, it } from 'vitest';
import { parseTicketFilters } from './use-ticket-filters';

const parse = (query: string) => parseTicketFilters(new URLSearchParams(query));

describe('parseTicketFilters', () => {
  it('defaults to every type, pending, page 1', () => {
    expect(parse('')).toEqual({ type: null, status: 'pending', page: 1 });
  });

  it('reads a shared link', () => {
    expect(parse('type=review_blacklist&status=all&page=3')).toEqual({
      type: 'review_blacklist',
      status: 'all',
      page: 3,
    });
  });

  it('falls back to the defaults for stale or hand-edited values', () => {
    expect(parse('type=outro&status=aberto&page=abc')).toEqual({
      type: null,
      status: 'pending',
      page: 1,
    });
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
  });
});
