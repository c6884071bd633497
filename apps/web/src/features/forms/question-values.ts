import type {
  CreateQuestionBody,
  FormType,
  Question,
  QuestionType,
  UpdateQuestionBody,
} from '@panel/contract/api/forms';

/** What the question dialog edits, as typed (not yet trimmed). */
export interface QuestionValues {
  text: string;
  description: string;
  type: QuestionType;
  required: boolean;
}

export const emptyQuestionValues: QuestionValues = {
  text: '',
  description: '',
  type: 'text',
  required: false,
};

export const emptyQuestionMessage = 'A pergunta não pode estar vazia';

export function questionValuesOf(question: Question): QuestionValues {
  return {
    text: question.text,
    description: question.description ?? '',
    type: question.type,
    required: question.required,
  };
}

/** Blank after trimming means "no description" (null), as the server stores it. */
function normalizedDescription(description: string): string | null {
  return description.trim() || null;
}

export function toCreateBody(values: QuestionValues, formType: FormType): CreateQuestionBody {
  return {
    text: values.text.trim(),
    description: normalizedDescription(values.description),
    type: values.type,
    required: values.required,
    formType,
  };
}

/** Only what changed, so an edit never overwrites a field someone else changed meanwhile. */
export function toQuestionChanges(question: Question, values: QuestionValues): UpdateQuestionBody {
  const changes: UpdateQuestionBody = {};
  const text = values.text.trim();
  const description = normalizedDescription(values.description);
  if (text !== question.text) changes.text = text;
  if (description !== question.description) changes.description = description;
  if (values.type !== question.type) changes.type = values.type;
  if (values.required !== question.required) changes.required = values.required;
  return changes;
}
