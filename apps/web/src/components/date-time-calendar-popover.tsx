import { Suspense } from 'react';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { CalendarButton } from './date-time-calendar-button';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover';
import { Spinner } from './ui/spinner';

// The calendar (and its date library) downloads when its button is pointed at or focused.
const calendar = preloadableLazy(
  async () => (await import('./date-time-calendar')).DateTimeCalendar,
);

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

export interface CalendarPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
  selected: Date | undefined;
  min: Date | undefined;
  onSelect: (date: Date) => void;
}

/** The day field's calendar button and the popover it opens (date-time-field.tsx). */
export function CalendarPopover({
  open,
  onOpenChange,
  disabled,
  selected,
  min,
  onSelect,
}: CalendarPopoverProps) {
  const Calendar = calendar.Component;
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <CalendarButton
          disabled={disabled}
          onPointerEnter={() => void calendar.preload().catch(() => undefined)}
          onFocus={() => void calendar.preload().catch(() => undefined)}
        />
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
          <Calendar selected={selected} min={min} onSelect={onSelect} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
