import {
  isChoiceType,
  type CreateQuestionBody,
  type FormType,
  type Question,
  type QuestionOption,
  type QuestionType,
  type UpdateQuestionBody,
} from '@panel/contract/api/forms';

/** One option as typed; `key` keeps its row (and the focus) in place while others go. */
export interface OptionValues {
  key: string;
  text: string;
  correct: boolean;
}

/** What the question dialog edits, as typed (not yet trimmed). */
export interface QuestionValues {
  text: string;
  description: string;
  type: QuestionType;
  required: boolean;
  /** Choice types only; written types have none. */
  options: OptionValues[];
  /** As typed: checked and turned into a number on submit. */
  weight: string;
  eliminatory: boolean;
}

export const emptyQuestionValues: QuestionValues = {
  text: '',
  description: '',
  type: 'text',
  required: false,
  options: [],
  weight: '1',
  eliminatory: false,
};

let lastOptionKey = 0;

export function newOption(text = '', correct = false): OptionValues {
  lastOptionKey += 1;
  return { key: `option-${lastOptionKey}`, text, correct };
}

export function questionValuesOf(question: Question): QuestionValues {
  return {
    text: question.text,
    description: question.description ?? '',
    type: question.type,
    required: question.required,
    options: question.options.map((option) => newOption(option.text, option.correct)),
    weight: String(question.weight),
    eliminatory: question.eliminatory,
  };
}

/**
 * The values under another type: a choice type starts with two blank options, a written type
 * drops the options (and with them being eliminatória), as the server would refuse them.
 */
export function withType(values: QuestionValues, type: QuestionType): QuestionValues {
  if (!isChoiceType(type)) return { ...values, type, options: [], eliminatory: false };
  const options = values.options.length > 0 ? values.options : [newOption(), newOption()];
  return { ...values, type, options };
}

/** Blank after trimming means "no description" (null), as the server stores it. */
function normalizedDescription(description: string): string | null {
  return description.trim() || null;
}

/** The options as sent: trimmed, without their row keys; none for a written type. */
export function optionsOf(values: QuestionValues): QuestionOption[] {
  if (!isChoiceType(values.type)) return [];
  return values.options.map((option) => ({ text: option.text.trim(), correct: option.correct }));
}

/** What was typed as the weight; blank is not a number (the contract says so in Portuguese). */
export function typedWeight(weight: string): number {
  return weight.trim() ? Number(weight) : Number.NaN;
}

function sameOptions(a: readonly QuestionOption[], b: readonly QuestionOption[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (option, index) => option.text === b[index]?.text && option.correct === b[index].correct,
    )
  );
}

export function toCreateBody(values: QuestionValues, formType: FormType): CreateQuestionBody {
  const choice = isChoiceType(values.type);
  return {
    text: values.text.trim(),
    description: normalizedDescription(values.description),
    type: values.type,
    required: values.required,
    formType,
    options: optionsOf(values),
    // The weight and eliminatória only count for a choice question; a written one keeps the defaults.
    weight: choice ? typedWeight(values.weight) : 1,
    eliminatory: choice && values.eliminatory,
  };
}

/** Only what changed, so an edit never overwrites a field someone else changed meanwhile. */
export function toQuestionChanges(question: Question, values: QuestionValues): UpdateQuestionBody {
  const changes: UpdateQuestionBody = {};
  const text = values.text.trim();
  const description = normalizedDescription(values.description);
  const options = optionsOf(values);
  const eliminatory = isChoiceType(values.type) && values.eliminatory;
  if (text !== question.text) changes.text = text;
  if (description !== question.description) changes.description = description;
  if (values.type !== question.type) changes.type = values.type;
  if (values.required !== question.required) changes.required = values.required;
  // The whole list when any option changed: the server keeps them as one ordered list.
  if (!sameOptions(options, question.options)) changes.options = options;
  if (isChoiceType(values.type)) {
    const weight = typedWeight(values.weight);
    if (weight !== question.weight) changes.weight = weight;
  }
  if (eliminatory !== question.eliminatory) changes.eliminatory = eliminatory;
  return changes;
}
