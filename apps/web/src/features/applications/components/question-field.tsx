import type { PublicQuestion } from '@panel/contract/api/forms';
import { isChoiceType } from '@panel/contract/api/form-values';
import { questionFieldId } from '../focus-first-error';
import { answerLimits } from '../public-form-limits';
import type { AnswerValue } from '../validate-answers';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ChoiceQuestionField } from './choice-question-field';

interface QuestionFieldProps {
  question: PublicQuestion;
  /** The text typed, or the options picked in a choice question. */
  value: AnswerValue | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue) => void;
}

/** A short answer is one line, a paragraph a text area; choice questions a group of options. */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const { type } = question;
  if (isChoiceType(type)) {
    return (
      <ChoiceQuestionField
        question={{ ...question, type }}
        picked={Array.isArray(value) ? value : []}
        error={error}
        onChange={onChange}
      />
    );
  }
  const text = typeof value === 'string' ? value : '';
  const id = questionFieldId(question.id);
  const max = answerLimits[type];
  const described = [
    question.description ? `${id}-description` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    value: text,
    maxLength: max,
    required: question.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="leading-snug">
        {question.text}
        {question.required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : (
          <span className="font-normal text-muted-foreground">(opcional)</span>
        )}
      </Label>
      {question.description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {question.description}
        </p>
      ) : null}
      {type === 'paragraph' ? (
        <Textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error || type === 'paragraph' ? (
        <div className="flex justify-between gap-2 text-xs">
          <span id={`${id}-error`} className="text-destructive">
            {error}
          </span>
          {type === 'paragraph' ? (
            <span className="text-muted-foreground tabular-nums">
              {text.length}/{max}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
