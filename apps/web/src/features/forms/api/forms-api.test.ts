import { describe, expect, it } from 'vitest';
import { staleTimes } from '@panel/contract/constants';
import { endpoints } from '@panel/contract/endpoints';
import { ApiError } from '@/lib/api-error';
import { formStatusPaths, formStatusQueryOptions } from './get-form-status';
import { questionsPath, questionsQueryOptions } from './get-questions';
import { reorderQuestionsPath } from './reorder-questions';

describe('forms API paths', () => {
  it('match the contract', () => {
    expect(endpoints.listQuestions).toMatchObject({ method: 'GET', path: questionsPath });
    expect(endpoints.createQuestion).toMatchObject({ method: 'POST', path: questionsPath });
    expect(endpoints.reorderQuestions).toMatchObject({
      method: 'PUT',
      path: reorderQuestionsPath,
    });
    expect(endpoints.updateQuestion).toMatchObject({
      method: 'PATCH',
      path: `${questionsPath}/:id`,
    });
    expect(endpoints.deleteQuestion).toMatchObject({
      method: 'DELETE',
      path: `${questionsPath}/:id`,
    });
    expect(endpoints.whitelistStatus.path).toBe(formStatusPaths.whitelist);
    expect(endpoints.updateWhitelistStatus.path).toBe(formStatusPaths.whitelist);
    expect(endpoints.insertionStatus.path).toBe(formStatusPaths.insertion);
    expect(endpoints.updateInsertionStatus.path).toBe(formStatusPaths.insertion);
  });
});

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
