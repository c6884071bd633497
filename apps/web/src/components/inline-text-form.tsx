import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export interface InlineTextFormProps {
  /** The field's accessible name. */
  label: string;
  placeholder?: string | undefined;
  initialValue?: string | undefined;
  maxLength: number;
  /** The value as the server takes it, or the message that says why not. */
  check: (value: string) => { value: string } | { error: string };
  submitLabel: string;
  pending: boolean;
  autoFocus?: boolean | undefined;
  /** `reset` empties the field once the server took the value. */
  onSubmit: (value: string, reset: () => void) => void;
  onCancel?: (() => void) | undefined;
}

/**
 * One line of text added to or edited in a list (a canned reason, a store category): the field,
 * "Salvar" or "Adicionar", "Cancelar" (also Escape), and the check's message under the field.
 */
export function InlineTextForm({
  label,
  placeholder,
  initialValue = '',
  maxLength,
  check,
  submitLabel,
  pending,
  autoFocus = false,
  onSubmit,
  onCancel,
}: InlineTextFormProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check(value);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    onSubmit(checked.value, () => setValue(''));
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-1.5">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label={label}
          placeholder={placeholder}
          value={value}
          maxLength={maxLength}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
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
