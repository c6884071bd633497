import { describe, expect, it } from 'vitest';
import { searchMaxLength } from '@panel/contract/constants';
import { parseCallsFilters } from './use-calls-filters';

const parse = (query: string) => parseCallsFilters(new URLSearchParams(query));

describe('parseCallsFilters', () => {
  it('defaults to all time, every channel, no search, page 1 of both lists', () => {
    expect(parse('')).toEqual({
      period: 'all',
      channelId: null,
      search: '',
      page: 1,
      rankingPage: 1,
    });
  });

  it('reads a shared link, the search trimmed', () => {
    expect(
      parse('period=week&channel=510000000000000002&search=%20diego%20&page=2&rankingPage=3'),
    ).toEqual({
      period: 'week',
      channelId: '510000000000000002',
      search: 'diego',
      page: 2,
      rankingPage: 3,
    });
  });

  it('falls back to the defaults for stale or hand-edited values, and cuts a long search', () => {
    expect(parse('period=ano&channel=abc&page=abc&rankingPage=-2')).toEqual({
      period: 'all',
      channelId: null,
      search: '',
      page: 1,
      rankingPage: 1,
    });
    expect(parse(`search=${'a'.repeat(searchMaxLength + 20)}`).search).toHaveLength(
      searchMaxLength,
    );
  });
});
