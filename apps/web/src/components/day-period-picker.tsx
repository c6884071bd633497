import { teamPeriodQuerySchema, teamPresetDays } from '@panel/contract/api/team';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { maskDateText, parseDateText } from '@/lib/datetime-local';
import { formatDay, type DayPeriodChoice } from '@/lib/day-period';

interface DayPeriodPickerProps {
  value: DayPeriodChoice;
  onChange: (period: DayPeriodChoice) => void;
  className?: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "10/05/2026" → "2026-05-10"; `null` when it is no real day. */
function dayOf(text: string): string | null {
  const date = parseDateText(text);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : null;
}

/**
 * "Período": the last 7, 30 or 90 days, or two days typed dd/mm/aaaa ("Personalizado"). The
 * range is checked as the server checks it (a real day, in order, at most 366 days) and its
 * reason said under the fields.
 */
export function DayPeriodPicker({ value, onChange, className }: DayPeriodPickerProps) {
  const id = useId();
  const [custom, setCustom] = useState(value.kind === 'range');
  const [from, setFrom] = useState(value.kind === 'range' ? formatDay(value.from) : '');
  const [to, setTo] = useState(value.kind === 'range' ? formatDay(value.to) : '');
  const [error, setError] = useState<string | null>(null);

  function apply(event: FormEvent) {
    event.preventDefault();
    const first = dayOf(from);
    const last = dayOf(to);
    if (!first || !last) {
      setError(
        first ? 'Data final inválida: use dd/mm/aaaa.' : 'Data inicial inválida: use dd/mm/aaaa.',
      );
      return;
    }
    const checked = teamPeriodQuerySchema.safeParse({ from: first, to: last });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Período inválido.');
      return;
    }
    setError(null);
    onChange({ kind: 'range', from: first, to: last });
  }

  const choices = [
    ...teamPresetDays.map((days) => ({ key: days, label: `${days} dias` })),
    { key: 'custom', label: 'Personalizado' },
  ];
  const selected = custom ? 'custom' : value.kind === 'preset' ? value.days : 'custom';
  return (
    <div className={cn('grid gap-3', className)}>
      <div
        role="group"
        aria-label="Período"
        className="flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {choices.map((choice) => (
          <button
            key={choice.key}
            type="button"
            aria-pressed={selected === choice.key}
            onClick={() => {
              if (choice.key === 'custom') {
                setCustom(true);
                return;
              }
              setCustom(false);
              setError(null);
              const days = teamPresetDays.find((item) => item === choice.key);
              if (days) onChange({ kind: 'preset', days });
            }}
            className="min-h-8 flex-1 rounded-md px-3 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm pointer-coarse:min-h-11"
          >
            {choice.label}
          </button>
        ))}
      </div>
      {custom ? (
        <form onSubmit={apply} noValidate className="grid gap-1.5">
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-from`} className="text-xs font-normal text-muted-foreground">
                De
              </Label>
              <Input
                id={`${id}-from`}
                inputMode="numeric"
                placeholder="dd/mm/aaaa"
                className="w-32"
                value={from}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setFrom(maskDateText(event.target.value))}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${id}-to`} className="text-xs font-normal text-muted-foreground">
                Até
              </Label>
              <Input
                id={`${id}-to`}
                inputMode="numeric"
                placeholder="dd/mm/aaaa"
                className="w-32"
                value={to}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => setTo(maskDateText(event.target.value))}
              />
            </div>
            <Button type="submit" variant="outline">
              Aplicar
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
