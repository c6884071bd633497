import type { PublicQuestion } from '@panel/contract/api/forms';
import { formTypes, questionTypes } from '@panel/contract/api/form-values';
import { InvalidAnswerError, oneOf, text, textOrNull, type Fields } from './answer-fields';

/**
 * What staff and applicants both read of a question, without zod: everything but its options
 * (texts only for applicants, with the correct ones for staff) and its grading.
 */
export function readQuestionBase(fields: Fields): Omit<PublicQuestion, 'options'> {
  const { required, position } = fields;
  if (typeof required !== 'boolean') throw new InvalidAnswerError('required');
  if (typeof position !== 'number' || !Number.isSafeInteger(position)) {
    throw new InvalidAnswerError('position');
  }
  return {
    id: text(fields, 'id'),
    text: text(fields, 'text'),
    description: textOrNull(fields, 'description'),
    required,
    type: oneOf(questionTypes, fields, 'type'),
    formType: oneOf(formTypes, fields, 'formType'),
    position,
  };
}
