import type { PublicQuestion } from '@panel/contract/api/forms';
import { isChoiceType } from '@panel/contract/api/form-values';
import type { FieldErrors } from './validate-answers';

/** The id of a question's field (a choice question's group). */
export const questionFieldId = (questionId: string) => `question-${questionId}`;
/** The id of one option's input in a choice question. */
export const optionInputId = (questionId: string, index: number) =>
  `${questionFieldId(questionId)}-option-${index}`;

/**
 * The first question in error, in the form's order, as a selector of what takes the focus: its
 * field, or the first option of a group (an error there means nothing is picked).
 */
export function firstQuestionError(
  questions: readonly PublicQuestion[],
  errors: FieldErrors,
): string | null {
  const first = questions.find((question) => errors[question.id] !== undefined);
  if (!first) return null;
  return `#${isChoiceType(first.type) ? optionInputId(first.id, 0) : questionFieldId(first.id)}`;
}

/**
 * Moves the focus to the first field in error (`selectors` in the order the form shows them,
 * `null` for a field without one) once the messages have rendered, so it is read with its message.
 */
export function focusFirstError(selectors: readonly (string | null)[]): void {
  const first = selectors.find((selector) => selector !== null);
  if (!first) return;
  requestAnimationFrame(() => document.querySelector<HTMLElement>(first)?.focus());
}
