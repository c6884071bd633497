import { describe, expect, it } from 'vitest';
import { callRankingQueryOptions } from './get-call-ranking';
import { connectedCallsQueryOptions } from './get-connected-calls';

describe('calls queries', () => {
  it('poll the connected list every 10 s and the ranking every minute, not on focus', () => {
    const connected = connectedCallsQueryOptions({ channelId: null, search: '', page: 1 });
    expect(connected.refetchInterval).toBe(10_000);
    expect(connected.refetchOnWindowFocus).toBe(false);

    const ranking = callRankingQueryOptions('week', 2);
    expect(ranking.refetchInterval).toBe(60_000);
    expect(ranking.refetchOnWindowFocus).toBe(false);
    // Under the lists' key, which mute and remove refresh.
    expect(ranking.queryKey).toEqual(['calls', 'list', 'ranking', 'week', 2]);
  });
});
