import { describe, expect, it } from 'vitest';
import { parseGameServerFilters } from './use-game-server-filters';

const parse = (search: string) => parseGameServerFilters(new URLSearchParams(search));

describe('parseGameServerFilters', () => {
  it('reads the open server, its outcome filter and its page', () => {
    expect(parse('')).toEqual({ server: null, outcome: null, page: 1 });
    expect(parse('server=12&outcome=refused&page=3')).toEqual({
      server: '12',
      outcome: 'refused',
      page: 3,
    });
  });

  it('falls back to the defaults for a stale or hand-edited link', () => {
    expect(parse('server=abc&outcome=refused&page=2')).toEqual({
      server: null,
      outcome: null,
      page: 1,
    });
    expect(parse('server=0')).toEqual({ server: null, outcome: null, page: 1 });
    expect(parse('server=4&outcome=maybe&page=-1')).toEqual({
      server: '4',
      outcome: null,
      page: 1,
    });
  });
});
