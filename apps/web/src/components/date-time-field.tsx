import { Suspense, useRef, useState, type Ref } from 'react';
import { CalendarDays } from 'lucide-react';
import {
  formatDateText,
  formatTimeText,
  joinDateTimeText,
  maskDateText,
  maskTimeText,
  parseDateText,
  parseDateTimeLocal,
} from '@/lib/datetime-local';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { cn } from '@/lib/cn';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover';
import { Spinner } from './ui/spinner';

// Typed dd/mm/aaaa and hh:mm, whatever the browser's language
// (docs/decisions/2026-11-24-daily-work-screens.md).
// The calendar (and its date library) downloads when the field shows up, not with the page.
const calendar = preloadableLazy(
  async () => (await import('./date-time-calendar')).DateTimeCalendar,
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
 * Opening the calendar puts the focus on the chosen day (or today), as the calendar does when
 * its code arrives after the popover opened; once that code is loaded it is drawn first, and
 * the popover would move the focus to its first button (the month arrows).
 */
function focusCalendarDay(event: Event) {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const day = content.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"]');
  if (!day) return;
  event.preventDefault();
  day.focus();
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
  const Calendar = calendar.Component;
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
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              disabled={disabled}
              className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2 text-muted-foreground hover:text-foreground"
              aria-label="Escolher a data no calendário"
              onPointerEnter={() => void calendar.preload().catch(() => undefined)}
              onFocus={() => void calendar.preload().catch(() => undefined)}
            >
              <CalendarDays aria-hidden="true" />
            </Button>
          </PopoverTrigger>
          <PopoverContent
            align="end"
            collisionPadding={8}
            className="w-auto p-3"
            aria-label="Calendário"
            onOpenAutoFocus={focusCalendarDay}
          >
            <Suspense
              fallback={
                <div className="flex size-64 items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <Calendar
                selected={selected}
                min={min}
                onSelect={(date) => {
                  change(withTime(formatDateText(date)));
                  setOpen(false);
                }}
              />
            </Suspense>
          </PopoverContent>
        </Popover>
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
