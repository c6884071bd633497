import { useRef, useState, type Ref } from 'react';
import {
  formatDateText,
  formatTimeText,
  joinDateTimeText,
  maskDateText,
  maskTimeText,
  parseDateText,
  parseDateTimeLocal,
} from '@/lib/datetime-local';
import { useAfterFirstUse } from '@/lib/after-first-screen';
import { cn } from '@/lib/cn';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { CalendarButton } from './date-time-calendar-button';
import { OnDemand } from './on-demand';
import { Input } from './ui/input';

// Typed dd/mm/aaaa and hh:mm, whatever the browser's language
// (docs/decisions/2026-11-24-daily-work-screens.md).
// The calendar's popover (Radix, the positioning library) loads once someone uses the page, and
// the calendar itself (and its date library) when the button is pointed at or focused.
const calendarPopover = preloadableLazy(
  async () => (await import('./date-time-calendar-popover')).CalendarPopover,
);

interface DateTimeFieldProps {
  /** The day input's id: the field's label points at it. */
  id: string;
  /** "2031-05-10T18:30" (what `datetime-local` gives), "" for none, or what was typed. */
  value: string;
  onChange: (value: string) => void;
  /** The time input's accessible name. */
  timeLabel?: string;
  /** Days before this one cannot be picked in the calendar. */
  min?: Date;
  /** Filled in when a day is chosen before a time. */
  defaultTime?: string;
  disabled?: boolean;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
  /** The day input, to move focus there when the form refuses the value. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

function textsOf(value: string): { day: string; time: string } {
  const date = parseDateTimeLocal(value);
  if (date) return { day: formatDateText(date), time: formatTimeText(date) };
  // Not a date: what was typed (see `joinDateTimeText`) goes back to its two fields.
  const [day = '', time = ''] = value.split(' ');
  return { day, time };
}

/**
 * A day typed as dd/mm/aaaa (or picked in a pt-BR calendar) and a 24-hour time, whatever the
 * browser's language: `datetime-local` shows mm/dd/yyyy and AM/PM in an English browser.
 */
export function DateTimeField({
  id,
  value,
  onChange,
  timeLabel = 'Hora',
  min,
  defaultTime = '23:59',
  disabled = false,
  inputRef,
  className,
  ...aria
}: DateTimeFieldProps) {
  const [texts, setTexts] = useState(() => textsOf(value));
  const [emitted, setEmitted] = useState(value);
  const [open, setOpen] = useState(false);
  const timeInput = useRef<HTMLInputElement>(null);
  const used = useAfterFirstUse();

  // A value set from outside (a reset, "Remover data") replaces what is typed.
  if (value !== emitted) {
    setEmitted(value);
    setTexts(textsOf(value));
  }

  function change(next: { day: string; time: string }) {
    const joined = joinDateTimeText(next.day, next.time);
    setTexts(next);
    setEmitted(joined);
    onChange(joined);
  }

  /** A whole day without a time gets the default one, so the value is complete. */
  function withTime(day: string): { day: string; time: string } {
    return { day, time: texts.time || (parseDateText(day) ? defaultTime : '') };
  }

  const selected = parseDateText(texts.day) ?? undefined;
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <div className="relative min-w-0 flex-1">
        <Input
          ref={inputRef}
          id={id}
          value={texts.day}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/aaaa"
          maxLength={10}
          className="min-w-0 pr-10 tabular-nums"
          {...aria}
          onChange={(event) => change({ ...texts, day: maskDateText(event.target.value) })}
          onBlur={(event) => {
            // Going to the time field: the member is about to type it.
            if (event.relatedTarget === timeInput.current) return;
            if (parseDateText(texts.day) && !texts.time) change(withTime(texts.day));
          }}
        />
        <OnDemand
          part={calendarPopover}
          load={used || open}
          placeholder={
            <CalendarButton
              disabled={disabled}
              aria-haspopup="dialog"
              aria-expanded={false}
              onClick={() => setOpen(true)}
            />
          }
          props={{
            open,
            onOpenChange: setOpen,
            disabled,
            selected,
            min,
            onSelect: (date: Date) => {
              change(withTime(formatDateText(date)));
              setOpen(false);
            },
          }}
        />
      </div>
      <Input
        ref={timeInput}
        value={texts.time}
        disabled={disabled}
        inputMode="numeric"
        autoComplete="off"
        placeholder="hh:mm"
        maxLength={5}
        aria-label={timeLabel}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        className="w-20 shrink-0 tabular-nums"
        onChange={(event) => change({ ...texts, time: maskTimeText(event.target.value) })}
      />
    </div>
  );
}
