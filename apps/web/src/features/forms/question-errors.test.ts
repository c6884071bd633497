import { describe, expect, it } from 'vitest';
import { questionErrors, repeatedOptionKeys } from './question-errors';
import { emptyQuestionValues, newOption, type QuestionValues } from './question-values';

function choice(overrides: Partial<QuestionValues>): QuestionValues {
  return {
    ...emptyQuestionValues,
    text: 'Pode matar sem motivo?',
    type: 'choice',
    options: [newOption('Sim'), newOption('Não', true)],
    ...overrides,
  };
}

describe('question errors', () => {
  it('accepts a written question and a graded choice question', () => {
    expect(questionErrors({ ...emptyQuestionValues, text: 'Idade' })).toEqual({
      fields: {},
      options: {},
    });
    expect(questionErrors(choice({ eliminatory: true, weight: '10' }))).toEqual({
      fields: {},
      options: {},
    });
  });

  it('puts each refusal at its field, in the contract’s words', () => {
    expect(questionErrors(choice({ text: '  ', options: [newOption('Sim')] })).fields).toEqual({
      text: 'A pergunta não pode estar vazia',
      options: 'Uma pergunta de escolha precisa de pelo menos 2 opções.',
    });
    expect(questionErrors(choice({ weight: '0' })).fields).toEqual({
      weight: 'O peso deve ser de 1 a 10.',
    });
    expect(questionErrors(choice({ weight: '' })).fields.weight).toBe(
      'O peso deve ser um número de 1 a 10.',
    );
    expect(
      questionErrors(choice({ options: [newOption('Sim'), newOption('Não')], eliminatory: true }))
        .fields,
    ).toEqual({ eliminatory: 'Marque a resposta correta de uma pergunta eliminatória.' });
    expect(
      questionErrors(choice({ options: [newOption('Sim', true), newOption('Não', true)] })).fields,
    ).toEqual({ options: 'Nem todas as opções podem ser corretas.' });
    // Every option correct is fine when the member must pick them all.
    expect(
      questionErrors(
        choice({ type: 'checkboxes', options: [newOption('A', true), newOption('B', true)] }),
      ).fields,
    ).toEqual({});
  });

  it('says which option is blank, and that two options repeat a text', () => {
    const blank = newOption('  ');
    expect(questionErrors(choice({ options: [newOption('Sim', true), blank] })).options).toEqual({
      [blank.key]: 'Uma opção não pode estar vazia.',
    });
    const values = choice({ options: [newOption('Sim'), newOption(' sim ', true)] });
    expect(questionErrors(values).fields).toEqual({ options: 'Duas opções têm o mesmo texto.' });
    expect([...repeatedOptionKeys(values)]).toEqual([values.options[1]?.key]);
  });
});
