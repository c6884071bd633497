import { describe, expect, it } from 'vitest';
import { question } from '@/testing/forms-fake-api';
import { questionValuesOf, toCreateBody, toQuestionChanges } from './question-values';

const saved = question({
  id: '4',
  text: 'Idade',
  description: 'Em anos.',
  required: true,
  type: 'text',
});

describe('question values', () => {
  it('builds a trimmed creation body with a blank description as null', () => {
    expect(
      toCreateBody(
        { text: '  Idade ', description: '   ', type: 'paragraph', required: false },
        'insertion',
      ),
    ).toEqual({
      text: 'Idade',
      description: null,
      type: 'paragraph',
      required: false,
      formType: 'insertion',
    });
  });

  it('sends nothing when nothing changed, whitespace included', () => {
    const values = questionValuesOf(saved);
    expect(toQuestionChanges(saved, values)).toEqual({});
    expect(toQuestionChanges(saved, { ...values, text: ' Idade  ' })).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(
      toQuestionChanges(saved, {
        text: 'Sua idade',
        description: '',
        type: 'text',
        required: true,
      }),
    ).toEqual({ text: 'Sua idade', description: null });
    expect(
      toQuestionChanges(saved, { ...questionValuesOf(saved), type: 'paragraph', required: false }),
    ).toEqual({ type: 'paragraph', required: false });
  });
});
