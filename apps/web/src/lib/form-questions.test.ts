import { describe, expect, it } from 'vitest';
import { questionListSchema } from '@panel/contract/api/forms';
import { parseQuestions } from './form-questions';

const written = {
  id: '1',
  text: 'Idade',
  description: null,
  required: true,
  type: 'text',
  formType: 'whitelist',
  position: 1,
};

const graded = {
  ...written,
  id: '2',
  type: 'checkboxes',
  options: [
    { text: 'A', correct: true, extra: 1 },
    { text: 'B', correct: false },
  ],
  weight: 4,
  eliminatory: true,
};

describe('parseQuestions', () => {
  it('reads a graded question as the contract does', () => {
    expect(parseQuestions([graded])).toStrictEqual(questionListSchema.parse([graded]));
  });

  it('reads a question from a server without options as written, weight 1, not eliminatória', () => {
    expect(parseQuestions([written])).toStrictEqual([
      { ...written, options: [], weight: 1, eliminatory: false },
    ]);
  });

  it.each([
    ['options that are not a list', { options: 'A' }],
    ['an option without its mark', { options: [{ text: 'A' }] }],
    ['an option that is only a text', { options: ['A'] }],
    ['a fractional weight', { weight: 1.5 }],
    ['an eliminatória that is not a boolean', { eliminatory: 'true' }],
  ])('refuses %s', (_label, change) => {
    expect(() => parseQuestions([{ ...graded, ...change }])).toThrow();
  });
});
