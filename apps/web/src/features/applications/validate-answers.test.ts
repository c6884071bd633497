import { describe, expect, it } from 'vitest';
import type { Question } from '@panel/contract/api/forms';
import { answerList, validateAnswers } from './validate-answers';

const question = (id: string, overrides: Partial<Question> = {}): Question => ({
  id,
  text: `Pergunta ${id}`,
  description: null,
  required: true,
  type: 'paragraph',
  formType: 'whitelist',
  position: Number(id),
  ...overrides,
});

describe('validateAnswers', () => {
  it('asks for required answers, blank ones included', () => {
    const questions = [question('1'), question('2', { required: false })];
    expect(validateAnswers(questions, { '1': '   ' })).toEqual({
      '1': 'Esta pergunta é obrigatória.',
    });
    expect(validateAnswers(questions, { '1': 'Sim' })).toEqual({});
  });

  it('limits short answers to 200 characters and paragraphs to 4000', () => {
    const questions = [question('1', { type: 'text' }), question('2')];
    expect(validateAnswers(questions, { '1': 'a'.repeat(201), '2': 'b'.repeat(4000) })).toEqual({
      '1': 'Use no máximo 200 caracteres.',
    });
  });
});

describe('answerList', () => {
  it('sends answered questions only, trimmed, in question order', () => {
    const questions = [question('2'), question('1'), question('3')];
    expect(answerList(questions, { '1': ' um ', '3': '', '2': 'dois' })).toEqual([
      { questionId: '2', answer: 'dois' },
      { questionId: '1', answer: 'um' },
    ]);
  });
});
