import { describe, expect, it } from 'vitest';
import { endpoints } from '@panel/contract/endpoints';
import { questionsPath } from './get-questions';

describe('questionsPath', () => {
  it('matches the contract', () => {
    expect(questionsPath).toBe(endpoints.listQuestions.path);
  });
});
