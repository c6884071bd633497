import type { FormType, Question } from '@panel/contract/api/forms';

/** One form's questions in the order the public form shows them. */
export function questionsOfForm(questions: readonly Question[], formType: FormType): Question[] {
  return questions
    .filter((question) => question.formType === formType)
    .sort((a, b) => a.position - b.position);
}

/**
 * The list as the server will have it after a reorder: that form's questions take the
 * positions of `ids`, the other form is untouched. Used for the optimistic update.
 */
export function withOrder(
  questions: readonly Question[],
  formType: FormType,
  ids: readonly string[],
): Question[] {
  const positions = new Map(ids.map((id, index) => [id, index + 1]));
  return questions.map((question) => {
    const position = positions.get(question.id);
    return question.formType === formType && position !== undefined
      ? { ...question, position }
      : question;
  });
}
