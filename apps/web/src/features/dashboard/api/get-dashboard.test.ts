import { describe, expect, it } from 'vitest';
import { staleTimes } from '@panel/contract/constants';
import { getDashboardQueryOptions } from './get-dashboard';

describe('dashboard query', () => {
  it('is cached as a status and polled at the same pace', () => {
    const options = getDashboardQueryOptions();
    expect(options.staleTime).toBe(staleTimes.status);
    expect(options.refetchInterval).toBe(60_000);
  });
});
