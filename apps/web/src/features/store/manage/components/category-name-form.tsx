import { LoaderCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { createStoreCategoryBodySchema, storeLimits } from '@panel/contract/api/store';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface CategoryNameFormProps {
  /** The field's accessible name. */
  label: string;
  placeholder?: string;
  initialName?: string;
  submitLabel: string;
  pending: boolean;
  autoFocus?: boolean;
  /** `reset` empties the field once the server took the name. */
  onSubmit: (name: string, reset: () => void) => void;
  onCancel?: () => void;
}

/** A category's name, checked as the server checks it. */
export function CategoryNameForm({
  label,
  placeholder,
  initialName = '',
  submitLabel,
  pending,
  autoFocus = false,
  onSubmit,
  onCancel,
}: CategoryNameFormProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createStoreCategoryBodySchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Nome inválido.');
      return;
    }
    onSubmit(parsed.data, () => setName(''));
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-1.5">
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          aria-label={label}
          placeholder={placeholder}
          value={name}
          maxLength={storeLimits.categoryNameMax}
          autoComplete="off"
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
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
