import type { Question } from '@panel/contract/api/forms';
import { answerLimits } from '../public-form-limits';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface QuestionFieldProps {
  question: Question;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A short answer is one line; a paragraph is a text area. */
export function QuestionField({ question, value, error, onChange }: QuestionFieldProps) {
  const id = `question-${question.id}`;
  const max = answerLimits[question.type];
  const described = [
    question.description ? `${id}-description` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');
  const shared = {
    id,
    value,
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
      {question.type === 'paragraph' ? (
        <Textarea {...shared} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error || question.type === 'paragraph' ? (
        <div className="flex justify-between gap-2 text-xs">
          <span id={`${id}-error`} className="text-destructive">
            {error}
          </span>
          {question.type === 'paragraph' ? (
            <span className="text-muted-foreground tabular-nums">
              {value.length}/{max}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
