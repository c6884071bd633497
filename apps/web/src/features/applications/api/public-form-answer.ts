import type { PublicForm } from '@panel/contract/api/forms';
import { formTypes } from '@panel/contract/api/form-values';
import { fieldsOf, InvalidAnswerError, oneOf, text, textOrNull } from '@/lib/answer-fields';
import { parseQuestions } from '@/lib/form-questions';

/**
 * Reads a public form (`formsRoutes.publicForm`) as the contract's `publicFormSchema` does (the
 * same fields, unknown keys dropped, a mismatch thrown), without zod: /whitelist and /inscricao
 * draw it on their first screen, and the schemas are a fifth of a first visit's budget.
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
    questions: parseQuestions(fields.questions),
  };
}
