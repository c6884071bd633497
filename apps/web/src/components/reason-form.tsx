import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { decisionReasonMax } from '@panel/contract/api/applications';
import { Button } from './ui/button';
import { DialogClose } from './ui/dialog';
import { Label } from './ui/label';
import { Textarea } from './ui/textarea';

interface ReasonFormProps {
  pending: boolean;
  onConfirm: (reason: string) => void;
  /** The button that closes the dialog without deciding. */
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant: 'default' | 'destructive';
  /** The field's name; "Motivo" unless told. */
  label?: string;
  maxLength?: number;
  /** Makes the reason required: the refusal to show under the field, or null to confirm. */
  validate?: (reason: string) => string | null;
  /** Ready-made reasons: one click fills the field, which can still be edited. */
  suggestions?: readonly { id: string; text: string }[];
  /** The name of the group of suggestions, e.g. "Motivos prontos". */
  suggestionsLabel?: string;
}

/**
 * A staff decision's reason (optional unless `validate` is given), inside a dialog. It lives
 * in the dialog's content, which unmounts on close, so a reason typed for one decision never
 * shows up in the next.
 */
export function ReasonForm({
  pending,
  onConfirm,
  cancelLabel,
  confirmLabel,
  confirmVariant,
  label = 'Motivo',
  maxLength = decisionReasonMax,
  validate,
  suggestions = [],
  suggestionsLabel = 'Sugestões',
}: ReasonFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const counterId = useId();
  const errorId = useId();
  const suggestionsId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const refusal = validate?.(reason) ?? null;
    setError(refusal);
    if (!refusal) onConfirm(reason);
  }

  // Ctrl+Enter (⌘+Enter) confirms from anywhere in the form, also from the field.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !pending) {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  return (
    <form onSubmit={handleSubmit} onKeyDown={handleKeyDown} className="grid gap-4">
      {suggestions.length > 0 ? (
        <div role="group" aria-labelledby={suggestionsId} className="grid gap-2">
          <p id={suggestionsId} className="text-sm font-medium">
            {suggestionsLabel}
          </p>
          <div className="flex flex-wrap gap-2">
            {suggestions.map((suggestion) => (
              <Button
                key={suggestion.id}
                type="button"
                size="sm"
                variant="outline"
                aria-pressed={reason === suggestion.text}
                className="h-auto max-w-full py-1.5 text-left whitespace-normal aria-pressed:border-primary aria-pressed:bg-primary/10"
                onClick={() => {
                  setReason(suggestion.text.slice(0, maxLength));
                  setError(null);
                }}
              >
                {suggestion.text}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>{validate ? label : `${label} (opcional)`}</Label>
        <Textarea
          id={reasonId}
          value={reason}
          maxLength={maxLength}
          rows={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${counterId}` : counterId}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        {error ? (
          <p id={errorId} className="text-xs text-destructive">
            {error}
          </p>
        ) : null}
        <p id={counterId} className="text-right text-xs text-muted-foreground tabular-nums">
          {reason.length}/{maxLength}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button type="submit" variant={confirmVariant} disabled={pending} aria-busy={pending}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}
