import type { ChoiceQuestionType, PublicQuestion } from '@panel/contract/api/forms';
import { cn } from '@/lib/cn';
import { optionInputId, questionFieldId } from '../focus-first-error';

interface ChoiceQuestionFieldProps {
  question: PublicQuestion & { type: ChoiceQuestionType };
  picked: readonly string[];
  error: string | undefined;
  onChange: (picked: string[]) => void;
}

/**
 * A choice question as native inputs in a fieldset whose legend is the question: radios for
 * `choice` (one option), checkboxes for `checkboxes` (any). Each option is a tile the whole of
 * which takes the tap, its text wrapping however long it is.
 */
export function ChoiceQuestionField({
  question,
  picked,
  error,
  onChange,
}: ChoiceQuestionFieldProps) {
  const id = questionFieldId(question.id);
  const single = question.type === 'choice';
  const described = [
    question.description ? `${id}-description` : null,
    error ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(' ');

  function pick(option: string, checked: boolean) {
    if (single) onChange([option]);
    // Kept in the question's order, whatever the order of the clicks.
    else onChange(question.options.filter((o) => (o === option ? checked : picked.includes(o))));
  }

  return (
    // min-w-0: a fieldset is as wide as its longest word by default, past a phone's screen.
    <fieldset className="grid min-w-0 gap-2" aria-describedby={described || undefined}>
      <legend className="mb-2 text-sm leading-snug font-medium wrap-anywhere">
        {question.text}
        {question.required ? (
          <>
            {/* Inline after the last word, however the question wraps. */}
            <span aria-hidden="true" className="ml-1 text-destructive">
              *
            </span>
            <span className="sr-only">(obrigatória)</span>
          </>
        ) : (
          <span className="font-normal text-muted-foreground">(opcional)</span>
        )}
      </legend>
      {question.description ? (
        <p id={`${id}-description`} className="-mt-1 text-sm text-muted-foreground">
          {question.description}
        </p>
      ) : null}
      <div className="grid gap-2">
        {question.options.map((option, index) => {
          const checked = picked.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                checked && 'border-primary bg-primary/10',
              )}
            >
              <input
                type={single ? 'radio' : 'checkbox'}
                id={optionInputId(question.id, index)}
                name={id}
                value={option}
                checked={checked}
                onChange={(event) => pick(option, event.target.checked)}
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
              />
              <span className="min-w-0 wrap-anywhere">{option}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
