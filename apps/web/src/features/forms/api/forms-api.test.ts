import { describe, expect, it } from 'vitest';
import { staleTimes } from '@panel/contract/constants';
import { ApiError } from '@/lib/api-error';
import { formStatusQueryOptions } from './get-form-status';
import { questionsQueryOptions } from './get-questions';

describe('forms queries', () => {
  it('cache the question list as a list', () => {
    expect(questionsQueryOptions().staleTime).toBe(staleTimes.list);
  });

  it('cache each status for a minute, poll it every minute and retry once', () => {
    const options = formStatusQueryOptions('insertion');
    expect(options.staleTime).toBe(60_000);
    expect(options.refetchInterval).toBe(60_000);
    const retry = options.retry as (failureCount: number, error: unknown) => boolean;
    const crash = new ApiError(500, { code: 'internal', message: 'x' });
    expect(retry(0, crash)).toBe(true);
    expect(retry(1, crash)).toBe(false);
  });
});
