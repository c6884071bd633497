import { describe, expect, it } from 'vitest';
import type { PublicQuestion } from '@panel/contract/api/forms';
import { publicQuestion } from './public-form-test-helpers';
import { answerList, validateAnswers } from './validate-answers';

const question = (id: string, overrides: Partial<PublicQuestion> = {}) =>
  publicQuestion(id, `Pergunta ${id}`, 'whitelist', overrides);
const choice = (id: string, overrides: Partial<PublicQuestion> = {}) =>
  question(id, { type: 'choice', options: ['Sim', 'Não', 'Talvez'], ...overrides });
const checkboxes = (id: string, overrides: Partial<PublicQuestion> = {}) =>
  choice(id, { type: 'checkboxes', ...overrides });

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

  it('asks for a pick in required choice questions, one of their options', () => {
    const questions = [choice('1'), checkboxes('2'), choice('3', { required: false })];
    const message = { '1': 'Escolha uma opção.', '2': 'Escolha pelo menos uma opção.' };
    expect(validateAnswers(questions, {})).toEqual(message);
    expect(validateAnswers(questions, { '1': [], '2': [] })).toEqual(message);
    // Picks of a form changed since the draft was kept, or a text where options are due.
    expect(validateAnswers(questions, { '1': ['Nunca'], '2': 'Sim' })).toEqual(message);
    expect(validateAnswers(questions, { '1': ['Não'], '2': ['Sim', 'Talvez'] })).toEqual({});
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

  it('sends the options picked, in the question’s order, one at most for a choice', () => {
    const questions = [choice('1'), checkboxes('2'), checkboxes('3'), question('4')];
    expect(
      answerList(questions, {
        '1': ['Talvez', 'Sim'],
        '2': ['Talvez', 'Nunca', 'Sim'],
        '3': [],
        '4': ['Sim'],
      }),
    ).toEqual([
      { questionId: '1', choices: ['Sim'] },
      { questionId: '2', choices: ['Sim', 'Talvez'] },
    ]);
  });
});
