/** The forms' types and question types, without zod (`forms.ts` re-exports them). */
/** The two application forms: the whitelist request and the role application ("inscrição"). */
export const formTypes = ['whitelist', 'insertion', 'appeal'] as const;
export type FormType = (typeof formTypes)[number];

export const formTypeLabels: Record<FormType, string> = {
  whitelist: 'Whitelist',
  insertion: 'Inscrições',
  appeal: 'Apelações',
};

/**
 * `text` is a short answer (one line), `paragraph` a text area; `choice` picks one of the
 * options, `checkboxes` any of them. A choice question with a correct option is graded.
 */
export const questionTypes = ['text', 'paragraph', 'choice', 'checkboxes'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const questionTypeLabels: Record<QuestionType, string> = {
  text: 'Resposta curta',
  paragraph: 'Parágrafo',
  choice: 'Múltipla escolha',
  checkboxes: 'Caixas de seleção',
};

/** The question types answered by picking options. */
export const choiceQuestionTypes = ['choice', 'checkboxes'] as const satisfies QuestionType[];
export type ChoiceQuestionType = (typeof choiceQuestionTypes)[number];

export function isChoiceType(type: QuestionType): type is ChoiceQuestionType {
  return (choiceQuestionTypes as readonly QuestionType[]).includes(type);
}

/**
 * What happens to an application graded below the pass mark (or with an eliminatória wrong):
 * rejected at once, or only flagged for staff.
 */
export const triageFailActions = ['reject', 'flag'] as const;
export type TriageFailAction = (typeof triageFailActions)[number];

export const triageFailActionLabels: Record<TriageFailAction, string> = {
  reject: 'Reprovar automaticamente',
  flag: 'Só sinalizar para a equipe',
};

/** An application's grade against its form's pass mark; `null` when nothing was graded. */
export const triageResults = ['passed', 'failed'] as const;
export type TriageResult = (typeof triageResults)[number];

export const triageResultLabels: Record<TriageResult, string> = {
  passed: 'Aprovado no questionário',
  failed: 'Reprovado no questionário',
};

/** The default sentence an automatic rejection gives the member. */
export const defaultTriageFailReason = 'Você não atingiu a nota mínima no questionário de regras.';

/** The forms' limits (`forms.ts` re-exports them). */
export const formLimits = {
  questionText: 200,
  questionDescription: 500,
  formDescription: 500,
  questionsPerForm: 50,
  /** Longest answer per written question type, in characters. */
  answer: { text: 200, paragraph: 4000 } satisfies Record<
    Exclude<QuestionType, (typeof choiceQuestionTypes)[number]>,
    number
  >,
  /** Options of a choice question. */
  options: { min: 2, max: 10, text: 100 },
  /** A graded question's weight. */
  weight: { min: 1, max: 10 },
} as const;
