import { describe, expect, it } from 'vitest';
import { defined } from '@/testing/defined';
import { question } from '@/testing/forms-fake-api';
import {
  emptyQuestionValues,
  newOption,
  questionValuesOf,
  toCreateBody,
  toQuestionChanges,
  withType,
} from './question-values';

const saved = question({
  id: '4',
  text: 'Idade',
  description: 'Em anos.',
  required: true,
  type: 'text',
});

const graded = question({
  id: '6',
  text: 'Pode matar sem motivo?',
  type: 'choice',
  options: [
    { text: 'Sim', correct: false },
    { text: 'Não', correct: true },
  ],
  weight: 2,
  eliminatory: true,
});

describe('question values', () => {
  it('builds a trimmed creation body with a blank description as null', () => {
    expect(
      toCreateBody(
        { ...emptyQuestionValues, text: '  Idade ', description: '   ', type: 'paragraph' },
        'insertion',
      ),
    ).toEqual({
      text: 'Idade',
      description: null,
      type: 'paragraph',
      required: false,
      formType: 'insertion',
      options: [],
      weight: 1,
      eliminatory: false,
    });
  });

  it('sends a choice question’s trimmed options, its weight and eliminatória', () => {
    const values = {
      ...emptyQuestionValues,
      text: 'Pode matar sem motivo?',
      type: 'choice' as const,
      options: [newOption(' Sim '), newOption('Não', true)],
      weight: '3',
      eliminatory: true,
    };
    expect(toCreateBody(values, 'whitelist')).toMatchObject({
      type: 'choice',
      options: [
        { text: 'Sim', correct: false },
        { text: 'Não', correct: true },
      ],
      weight: 3,
      eliminatory: true,
    });
  });

  it('sends nothing when nothing changed, whitespace included', () => {
    const values = questionValuesOf(saved);
    expect(toQuestionChanges(saved, values)).toEqual({});
    expect(toQuestionChanges(saved, { ...values, text: ' Idade  ' })).toEqual({});
    expect(toQuestionChanges(graded, questionValuesOf(graded))).toEqual({});
  });

  it('sends only the changed fields', () => {
    expect(
      toQuestionChanges(saved, {
        ...questionValuesOf(saved),
        text: 'Sua idade',
        description: '',
      }),
    ).toEqual({ text: 'Sua idade', description: null });
    expect(
      toQuestionChanges(saved, { ...questionValuesOf(saved), type: 'paragraph', required: false }),
    ).toEqual({ type: 'paragraph', required: false });
    expect(toQuestionChanges(graded, { ...questionValuesOf(graded), weight: '5' })).toEqual({
      weight: 5,
    });
  });

  it('sends the whole list when one option changed', () => {
    const values = questionValuesOf(graded);
    const [yes, no] = values.options;
    expect(
      toQuestionChanges(graded, {
        ...values,
        options: [{ ...defined(yes), text: 'Sim, sempre' }, defined(no)],
      }),
    ).toEqual({
      options: [
        { text: 'Sim, sempre', correct: false },
        { text: 'Não', correct: true },
      ],
    });
  });

  it('starts a choice type with two blank options and drops them for a written type', () => {
    const choice = withType(emptyQuestionValues, 'checkboxes');
    expect(choice.options.map((option) => option.text)).toEqual(['', '']);
    expect(withType(choice, 'choice').options).toBe(choice.options);

    const written = withType(questionValuesOf(graded), 'paragraph');
    expect(written).toMatchObject({ type: 'paragraph', options: [], eliminatory: false });
    expect(toQuestionChanges(graded, written)).toEqual({
      type: 'paragraph',
      options: [],
      eliminatory: false,
    });
  });
});
