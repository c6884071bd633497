import { describe, expect, it } from 'vitest';
import {
  answersByQuestionText,
  matchAnswers,
  parseStoredAnswers,
  type RowQuestion,
} from './answer-rows';

function question(id: string, text: string, overrides: Partial<RowQuestion> = {}): RowQuestion {
  return { id, text, description: null, required: false, ...overrides };
}

const questions = [
  question('1', 'Por que você quer entrar?', { required: true }),
  question('2', 'Experiência', { required: true }),
  question('3', 'Área de atuação'),
  question('4', 'Idade'),
];

function shown(rows: ReturnType<typeof matchAnswers>['rows']) {
  return rows.map((row) => [row.question.text, row.answer]);
}

describe('matchAnswers', () => {
  it('sorts the questions alphabetically in pt-BR and marks the unanswered', () => {
    const { rows, orphans } = matchAnswers(questions, [
      { questionId: '2', question: 'Experiência', answer: 'Dois anos em outra cidade' },
    ]);
    expect(shown(rows)).toEqual([
      ['Área de atuação', null],
      ['Experiência', 'Dois anos em outra cidade'],
      ['Idade', null],
      ['Por que você quer entrar?', null],
    ]);
    expect(orphans).toEqual([]);
  });

  it('matches by id even when the question text changed since', () => {
    const { rows } = matchAnswers(questions, [
      { questionId: '4', question: 'Qual a sua idade?', answer: '21' },
    ]);
    expect(rows.find((row) => row.question.id === '4')?.answer).toBe('21');
  });

  it('matches by text the answers without an id (or with an unknown one)', () => {
    const { rows, orphans } = matchAnswers(questions, [
      { questionId: null, question: 'experiência ', answer: 'Muita' },
      { questionId: '99', question: 'Idade', answer: '30' },
    ]);
    expect(shown(rows)).toEqual([
      ['Área de atuação', null],
      ['Experiência', 'Muita'],
      ['Idade', '30'],
      ['Por que você quer entrar?', null],
    ]);
    expect(orphans).toEqual([]);
  });

  it('prefers the answer given for the id over one with the same text', () => {
    const { rows, orphans } = matchAnswers(
      [question('1', 'Idade'), question('2', 'Idade atual')],
      [
        { questionId: null, question: 'Idade', answer: 'texto antigo' },
        { questionId: '1', question: 'Idade', answer: 'pelo id' },
      ],
    );
    expect(shown(rows)).toEqual([
      ['Idade', 'pelo id'],
      ['Idade atual', null],
    ]);
    expect(orphans).toEqual([{ question: 'Idade', answer: 'texto antigo' }]);
  });

  it('accepts the object keyed by question text', () => {
    const { rows, orphans } = matchAnswers(questions, {
      'Por que você quer entrar?': 'Gosto do servidor',
      Experiência: '   ',
      'Pergunta removida': 'Ainda assim respondida',
    });
    expect(shown(rows)).toEqual([
      ['Área de atuação', null],
      ['Experiência', null],
      ['Idade', null],
      ['Por que você quer entrar?', 'Gosto do servidor'],
    ]);
    expect(orphans).toEqual([{ question: 'Pergunta removida', answer: 'Ainda assim respondida' }]);
  });

  it('keeps the answers to questions removed from the form, without blank ones', () => {
    const { orphans } = matchAnswers(questions, [
      { questionId: '50', question: 'Zona', answer: 'Norte' },
      { questionId: '51', question: 'Bairro', answer: 'Centro' },
      { questionId: '52', question: 'Vazia', answer: '' },
    ]);
    expect(orphans).toEqual([
      { question: 'Bairro', answer: 'Centro' },
      { question: 'Zona', answer: 'Norte' },
    ]);
  });
});

describe('matchAnswers of choice questions', () => {
  const choiceQuestions = [
    question('1', 'Idade mínima', {
      type: 'choice',
      options: [
        { text: '18 anos', correct: true },
        { text: '16 anos', correct: false },
      ],
      weight: 3,
      eliminatory: true,
    }),
    question('2', 'Cidades', {
      type: 'checkboxes',
      options: [
        { text: 'Norte', correct: false },
        { text: 'Sul', correct: false },
      ],
    }),
    question('3', 'Regras', {
      type: 'checkboxes',
      options: [
        { text: 'Sem RDM', correct: true },
        { text: 'Sem VDM', correct: true },
        { text: 'Vale tudo', correct: false },
      ],
    }),
  ];

  it('keeps the picks and the grade stored with each answer', () => {
    const { rows } = matchAnswers(
      choiceQuestions,
      [
        {
          questionId: '1',
          question: 'Idade mínima',
          answer: '16 anos',
          choices: ['16 anos'],
          grade: { correct: false, weight: 3, eliminatory: true },
        },
        { questionId: '2', question: 'Cidades', answer: 'Norte; Sul', choices: ['Norte', 'Sul'] },
      ],
      { graded: true },
    );
    expect(rows.map(({ question: { text }, ...shown }) => [text, shown])).toEqual([
      ['Cidades', { answer: 'Norte; Sul', choices: ['Norte', 'Sul'] }],
      [
        'Idade mínima',
        {
          answer: '16 anos',
          choices: ['16 anos'],
          grade: { correct: false, weight: 3, eliminatory: true },
        },
      ],
      // Graded and left unanswered: wrong, by the question's weight.
      ['Regras', { answer: null, grade: { correct: false, weight: 1, eliminatory: false } }],
    ]);
  });

  it('marks nothing wrong on an entry that was not graded, nor an ungraded question', () => {
    const { rows } = matchAnswers(choiceQuestions, []);
    expect(rows.every((row) => row.grade === undefined && row.answer === null)).toBe(true);
    const graded = matchAnswers(choiceQuestions, [], { graded: true }).rows;
    expect(graded.map((row) => [row.question.text, row.grade?.correct])).toEqual([
      ['Cidades', undefined],
      ['Idade mínima', false],
      ['Regras', false],
    ]);
    expect(graded.find((row) => row.question.id === '1')?.grade).toEqual({
      correct: false,
      weight: 3,
      eliminatory: true,
    });
  });

  it('keeps a stored grade of an unanswered question, and the picks of a removed one', () => {
    const { rows, orphans } = matchAnswers(choiceQuestions, [
      {
        questionId: '3',
        question: 'Regras',
        answer: '',
        choices: [],
        grade: { correct: false, weight: 2, eliminatory: false },
      },
      {
        questionId: '40',
        question: 'Zona',
        answer: 'Leste; Oeste',
        choices: ['Leste', 'Oeste'],
        grade: { correct: true, weight: 1, eliminatory: false },
      },
    ]);
    expect(rows.find((row) => row.question.id === '3')).toMatchObject({
      answer: null,
      grade: { correct: false, weight: 2 },
    });
    expect(orphans).toEqual([
      {
        question: 'Zona',
        answer: 'Leste; Oeste',
        choices: ['Leste', 'Oeste'],
        grade: { correct: true, weight: 1, eliminatory: false },
      },
    ]);
  });
});

describe('answersByQuestionText', () => {
  it('lists both shapes by the stored text, alphabetically', () => {
    const expected = [
      { question: 'Ética', answer: 'Sim' },
      { question: 'Idade', answer: null },
      { question: 'Zona', answer: 'Sul' },
    ];
    expect(
      answersByQuestionText([
        { questionId: '1', question: 'Zona', answer: 'Sul' },
        { questionId: '2', question: 'Ética', answer: 'Sim' },
        { questionId: '3', question: 'Idade', answer: '' },
      ]),
    ).toEqual(expected);
    expect(answersByQuestionText({ Zona: 'Sul', Idade: '', Ética: 'Sim' })).toEqual(expected);
  });
});

describe('parseStoredAnswers', () => {
  it('accepts the list (with or without ids) and the object keyed by question text', () => {
    const list = [
      { questionId: '1', question: 'Idade', answer: '21' },
      { questionId: null, question: 'Zona', answer: 'Sul' },
      { question: 'Bairro', answer: 'Centro' },
    ];
    expect(parseStoredAnswers(list)).toBe(list);
    const keyed = { Idade: '21' };
    expect(parseStoredAnswers(keyed)).toBe(keyed);
    expect(parseStoredAnswers([])).toEqual([]);
  });

  it('accepts the picks and the grade of choice questions', () => {
    const list = [
      {
        questionId: '1',
        question: 'Idade',
        answer: '18 anos',
        choices: ['18 anos'],
        grade: { correct: true, weight: 2, eliminatory: false },
      },
      { questionId: '2', question: 'Zona', answer: '', choices: [] },
    ];
    expect(parseStoredAnswers(list)).toBe(list);
  });

  it('refuses anything else', () => {
    const answer = { questionId: '1', question: 'Idade', answer: '18 anos' };
    for (const value of [
      null,
      undefined,
      'texto',
      [{ question: 'Idade' }],
      { Idade: 21 },
      [{ ...answer, choices: '18 anos' }],
      [{ ...answer, choices: [18] }],
      [{ ...answer, grade: true }],
      [{ ...answer, grade: { correct: 'sim', weight: 1, eliminatory: false } }],
      [{ ...answer, grade: { correct: true, weight: 1.5, eliminatory: false } }],
      [{ ...answer, grade: { correct: true, weight: 1 } }],
    ]) {
      expect(() => parseStoredAnswers(value)).toThrow(TypeError);
    }
  });
});
