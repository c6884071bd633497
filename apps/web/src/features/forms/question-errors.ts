import {
  createQuestionBodySchema,
  isChoiceType,
  questionShapeIssue,
} from '@panel/contract/api/forms';
import type { FieldErrors } from '@/lib/field-errors';
import { optionsOf, typedWeight, type QuestionValues } from './question-values';

export type QuestionField = 'text' | 'options' | 'weight' | 'eliminatory';

/** The dialog's refusals, in the contract's words: per field, and per option (by its key). */
export interface QuestionErrors {
  fields: FieldErrors<QuestionField>;
  options: Record<string, string>;
}

export const noQuestionErrors: QuestionErrors = { fields: {}, options: {} };

export function hasQuestionErrors(errors: QuestionErrors): boolean {
  return Object.keys(errors.fields).length > 0 || Object.keys(errors.options).length > 0;
}

const fields = createQuestionBodySchema.shape;

function firstMessage(result: { error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

/** The options' own refusals: a blank or long text at its option, a repeated one at the list. */
function optionErrors(values: QuestionValues, errors: QuestionErrors): void {
  const result = fields.options.safeParse(optionsOf(values));
  for (const issue of result.error?.issues ?? []) {
    const [index] = issue.path;
    const option = typeof index === 'number' ? values.options[index] : undefined;
    if (option) errors.options[option.key] ??= issue.message;
    else errors.fields.options ??= issue.message;
  }
}

/** What the server would refuse of the question, checked before anything is sent. */
export function questionErrors(values: QuestionValues): QuestionErrors {
  const errors: QuestionErrors = { fields: {}, options: {} };
  const text = firstMessage(fields.text.safeParse(values.text));
  if (text) errors.fields.text = text;
  if (!isChoiceType(values.type)) return errors;

  optionErrors(values, errors);
  const shape = { type: values.type, options: optionsOf(values), eliminatory: values.eliminatory };
  const issue = questionShapeIssue(shape);
  // The one issue that goes away without the eliminatória belongs to that checkbox.
  if (issue && questionShapeIssue({ ...shape, eliminatory: false }) === null) {
    errors.fields.eliminatory = issue;
  } else if (issue) {
    errors.fields.options ??= issue;
  }
  const weight = firstMessage(fields.weight.safeParse(typedWeight(values.weight)));
  if (weight) errors.fields.weight = weight;
  return errors;
}

/** The options whose text another option already has (case aside), to mark them. */
export function repeatedOptionKeys(values: QuestionValues): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const option of values.options) {
    const text = option.text.trim().toLowerCase();
    if (!text) continue;
    if (seen.has(text)) repeated.add(option.key);
    seen.add(text);
  }
  return repeated;
}
