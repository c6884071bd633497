import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { decisionReasonMax } from '@panel/contract/api/applications';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface ReasonTextFormProps {
  /** The field's accessible name. */
  label: string;
  placeholder?: string;
  initialText?: string;
  submitLabel: string;
  pending: boolean;
  autoFocus?: boolean;
  /** `reset` empties the field once the server took the text. */
  onSubmit: (text: string, reset: () => void) => void;
  onCancel?: () => void;
}

const minLength = 3;

/** The text of a canned reason, checked as the server does (3 to 500 characters). */
export function ReasonTextForm({
  label,
  placeholder,
  initialText = '',
  submitLabel,
  pending,
  autoFocus = false,
  onSubmit,
  onCancel,
}: ReasonTextFormProps) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < minLength) {
      setError(`O motivo precisa de pelo menos ${minLength} caracteres.`);
      return;
    }
    onSubmit(trimmed, () => setText(''));
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-1.5">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={decisionReasonMax}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onCancel) {
              event.preventDefault();
              onCancel();
            }
          }}
          className="min-w-0 flex-1"
        />
        <div className="flex shrink-0 gap-2">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancelar
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
