/** The forms' types and question types, without zod (`forms.ts` re-exports them). */
/** The two application forms: the whitelist request and the role application ("inscrição"). */
export const formTypes = ['whitelist', 'insertion'] as const;
export type FormType = (typeof formTypes)[number];

export const formTypeLabels: Record<FormType, string> = {
  whitelist: 'Whitelist',
  insertion: 'Inscrições',
};

/** `text` is a short answer (one line), `paragraph` a text area. */
export const questionTypes = ['text', 'paragraph'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const questionTypeLabels: Record<QuestionType, string> = {
  text: 'Resposta curta',
  paragraph: 'Parágrafo',
};
