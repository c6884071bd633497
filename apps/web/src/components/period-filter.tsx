import { useState } from 'react';
import { DateTimeField } from '@/components/date-time-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { parseDateTimeLocal } from '@/lib/datetime-local';
import { periodErrors } from '@/lib/local-period';

export interface Period {
  /** Local date and time ("2026-01-10T00:00"), "" for an open end. */
  from: string;
  to: string;
}

interface PeriodFilterProps extends Period {
  /** Prefix of the fields' ids: `<id>-from`, `<id>-to`. */
  id: string;
  onChange: (period: Period) => void;
}

type End = keyof Period;

const ends: { end: End; label: string; timeLabel: string; defaultTime: string }[] = [
  { end: 'from', label: 'De', timeLabel: 'Hora inicial', defaultTime: '00:00' },
  { end: 'to', label: 'Até', timeLabel: 'Hora final', defaultTime: '23:59' },
];

/**
 * "Período": entries from one moment to another, in the viewer's clock as every date of the
 * panel. A day typed alone starts at 00:00 ("De") or ends at 23:59 ("Até"). The list follows
 * once both ends are whole dates (or blank) in order; until then the reason shows under them.
 */
export function PeriodFilter({ id: idPrefix, from, to, onChange }: PeriodFilterProps) {
  const [typed, setTyped] = useState<Period>({ from, to });
  const [applied, setApplied] = useState<Period>({ from, to });
  const [left, setLeft] = useState<Record<End, boolean>>({ from: false, to: false });

  // Changed elsewhere ("Limpar filtros", the back button): the fields follow.
  if (from !== applied.from || to !== applied.to) {
    setApplied({ from, to });
    setTyped({ from, to });
    setLeft({ from: false, to: false });
  }

  const errors = periodErrors(typed.from, typed.to);
  // A date still being typed is only wrong once the field is left; an inverted period at once.
  const shown: Record<End, string | null> = {
    from: left.from ? errors.from : null,
    to: errors.to && (left.to || parseDateTimeLocal(typed.to)) ? errors.to : null,
  };

  function change(next: Period) {
    setTyped(next);
    const nextErrors = periodErrors(next.from, next.to);
    if (nextErrors.from || nextErrors.to) return;
    if (next.from === from && next.to === to) return;
    setApplied(next);
    onChange(next);
  }

  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">Período</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {ends.map(({ end, label, timeLabel, defaultTime }) => {
          const id = `${idPrefix}-${end}`;
          const error = shown[end];
          return (
            <div
              key={end}
              className="grid min-w-0 gap-1.5"
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) {
                  setLeft((current) => ({ ...current, [end]: true }));
                }
              }}
            >
              <Label htmlFor={id} className="text-xs font-normal text-muted-foreground">
                {label}
              </Label>
              <DateTimeField
                id={id}
                value={typed[end]}
                onChange={(value) => change({ ...typed, [end]: value })}
                timeLabel={timeLabel}
                defaultTime={defaultTime}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <p id={`${id}-error`} className="text-xs text-destructive">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {typed.from || typed.to ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground"
          onClick={() => change({ from: '', to: '' })}
        >
          Limpar período
        </Button>
      ) : null}
    </fieldset>
  );
}
