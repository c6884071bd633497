import { useRef, useState, type FormEvent } from 'react';
import { formLimits, type FormStatus, type FormType } from '@panel/contract/api/forms';
import { Button } from '@/components/ui/button';
import { DateTimeField } from '@/components/date-time-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateFormStatus } from '../api/update-form-status';
import { toDateTimeLocalValue } from '@/lib/datetime-local';
import { readClosingDate, upcomingClosesAt } from '../closing-date';

interface FormSettingsFormProps {
  formType: FormType;
  status: FormStatus;
  onCancel: () => void;
  onSaved: () => void;
}

export function FormSettingsForm({ formType, status, onCancel, onSaved }: FormSettingsFormProps) {
  const update = useUpdateFormStatus();
  const dateInput = useRef<HTMLInputElement>(null);
  const [closesAt, setClosesAt] = useState(() => {
    // A date already past is about to be cleared by the server; offering it would only fail.
    const upcoming = upcomingClosesAt(status.closesAt, new Date());
    return upcoming ? toDateTimeLocalValue(upcoming) : '';
  });
  const [description, setDescription] = useState(status.description ?? '');
  const [dateError, setDateError] = useState<string | null>(null);
  const dateId = `${formType}-closes-at`;
  const descriptionId = `${formType}-form-description`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const closing = readClosingDate(closesAt, new Date());
    if (!closing.ok) {
      setDateError(closing.error);
      dateInput.current?.focus();
      return;
    }
    update.mutate(
      {
        formType,
        body: {
          isOpen: status.isOpen,
          closesAt: closing.closesAt,
          description: description.trim() || null,
        },
      },
      { onSuccess: onSaved },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={dateId}>Data de fechamento (opcional)</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <DateTimeField
            inputRef={dateInput}
            id={dateId}
            value={closesAt}
            min={new Date()}
            timeLabel="Hora de fechamento"
            className="flex-1"
            aria-invalid={dateError ? true : undefined}
            aria-describedby={`${dateId}-hint${dateError ? ` ${dateId}-error` : ''}`}
            onChange={(value) => {
              setClosesAt(value);
              setDateError(null);
            }}
          />
          {closesAt ? (
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                setClosesAt('');
                setDateError(null);
              }}
            >
              Remover data
            </Button>
          ) : null}
        </div>
        <p id={`${dateId}-hint`} className="text-xs text-muted-foreground">
          Em branco, as inscrições ficam abertas por tempo indeterminado.
        </p>
        {dateError ? (
          <p id={`${dateId}-error`} className="text-xs text-destructive">
            {dateError}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={descriptionId}>Descrição (opcional)</Label>
        <Textarea
          id={descriptionId}
          value={description}
          maxLength={formLimits.formDescription}
          rows={4}
          aria-describedby={`${descriptionId}-count`}
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id={`${descriptionId}-count`} className="text-right text-xs text-muted-foreground">
          {description.length}/{formLimits.formDescription}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
