import { describe, expect, it } from 'vitest';
import { publicFormSchema } from '@panel/contract/api/forms';
import { parsePublicForm } from './public-form-answer';

const question = {
  id: 'q1',
  text: 'Quem é você?',
  description: null,
  required: true,
  type: 'paragraph',
  formType: 'whitelist',
  position: 0,
  options: [],
};

const choice = {
  ...question,
  id: 'q3',
  text: 'O que é metagaming?',
  type: 'choice',
  options: ['Usar no jogo o que se soube fora dele', 'Um tipo de corrida'],
};

const form = {
  formType: 'whitelist',
  isOpen: true,
  closesAt: '2026-12-31T23:59:00.000Z',
  description: 'Conte sobre você.',
  updatedAt: '2026-12-01T10:00:00.000Z',
  questions: [
    question,
    { ...question, id: 'q2', description: 'Opcional', required: false },
    choice,
    { ...choice, id: 'q4', type: 'checkboxes' },
  ],
};

/** Answers the schema accepts or refuses; the reader must agree on each. */
const answers: unknown[] = [
  form,
  { ...form, closesAt: null, description: null, questions: [] },
  { ...form, formType: 'insertion', extra: 1, questions: [{ ...question, extra: true }] },
  null,
  [],
  'form',
  { ...form, formType: 'other' },
  { ...form, isOpen: 'true' },
  { ...form, isOpen: undefined },
  { ...form, closesAt: undefined },
  { ...form, closesAt: 5 },
  { ...form, description: undefined },
  { ...form, updatedAt: null },
  { ...form, questions: undefined },
  { ...form, questions: {} },
  { ...form, questions: [null] },
  { ...form, questions: [{ ...question, id: 1 }] },
  { ...form, questions: [{ ...question, text: undefined }] },
  { ...form, questions: [{ ...question, description: undefined }] },
  { ...form, questions: [{ ...question, required: 'yes' }] },
  { ...form, questions: [{ ...question, type: 'dropdown' }] },
  { ...form, questions: [{ ...choice, options: null }] },
  { ...form, questions: [{ ...choice, options: 'Sim' }] },
  { ...form, questions: [{ ...choice, options: ['Sim', 2] }] },
  // Which option is correct never reaches applicants: an option is its text.
  { ...form, questions: [{ ...choice, options: [{ text: 'Sim', correct: true }] }] },
  { ...form, questions: [{ ...question, formType: undefined }] },
  { ...form, questions: [{ ...question, position: 1.5 }] },
  { ...form, questions: [{ ...question, position: '1' }] },
];

describe('parsePublicForm', () => {
  it.each(answers.map((answer) => [JSON.stringify(answer), answer]))(
    'agrees with the contract schema on %s',
    (_label, answer) => {
      const expected = publicFormSchema.safeParse(answer);
      if (expected.success) expect(parsePublicForm(answer)).toStrictEqual(expected.data);
      else expect(() => parsePublicForm(answer)).toThrow();
    },
  );

  it('reads a question without options as a written one with none', () => {
    const older: Partial<typeof question> = { ...question };
    delete older.options;
    expect(parsePublicForm({ ...form, questions: [older] }).questions).toEqual([question]);
  });
});
