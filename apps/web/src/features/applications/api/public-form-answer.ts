import type { PublicForm, PublicQuestion } from '@panel/contract/api/forms';
import { formTypes } from '@panel/contract/api/form-values';
import { fieldsOf, InvalidAnswerError, oneOf, text, textOrNull } from '@/lib/answer-fields';
import { readQuestionBase } from '@/lib/question-fields';

/**
 * Reads a public form (`publicFormRoutes.publicForm`) as the contract's `publicFormSchema` does
 * (the same fields, unknown keys dropped, a mismatch thrown), without zod: /whitelist and
 * /inscricao draw it on their first screen, and the schemas are a fifth of a first visit's budget.
 * `public-form-answer.test.ts` holds it to the schema.
 */
export function parsePublicForm(data: unknown): PublicForm {
  const fields = fieldsOf(data, 'formulário');
  const { isOpen } = fields;
  if (typeof isOpen !== 'boolean') throw new InvalidAnswerError('isOpen');
  return {
    formType: oneOf(formTypes, fields, 'formType'),
    isOpen,
    closesAt: textOrNull(fields, 'closesAt'),
    description: textOrNull(fields, 'description'),
    updatedAt: text(fields, 'updatedAt'),
    questions: parsePublicQuestions(fields.questions),
  };
}

/** The questions as applicants get them: the options' texts only (`publicQuestionSchema`). */
function parsePublicQuestions(data: unknown): PublicQuestion[] {
  if (!Array.isArray(data)) throw new InvalidAnswerError('as perguntas devem ser um array');
  return data.map((entry: unknown) => {
    const fields = fieldsOf(entry, 'pergunta');
    return { ...readQuestionBase(fields), options: optionTexts(fields.options) };
  });
}

function optionTexts(value: unknown): string[] {
  // A server from before choice questions sends no options: its questions are all written.
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new InvalidAnswerError('options');
  return value.map((option: unknown) => {
    if (typeof option !== 'string') throw new InvalidAnswerError('options');
    return option;
  });
}
