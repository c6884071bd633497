import type { FormType, Question } from '@panel/contract/api/forms';

/** One form's questions in the order the public form shows them. */
export function questionsOfForm(questions: readonly Question[], formType: FormType): Question[] {
  return questions
    .filter((question) => question.formType === formType)
    .sort((a, b) => a.position - b.position);
}

/** The ids with the one at `index` swapped with its neighbour; null when it cannot move. */
export function moveId(ids: readonly string[], index: number, offset: -1 | 1): string[] | null {
  const target = index + offset;
  const moving = ids[index];
  const neighbour = ids[target];
  if (moving === undefined || neighbour === undefined) return null;
  const next = [...ids];
  next[index] = neighbour;
  next[target] = moving;
  return next;
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
