import { CalendarDays } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './ui/button';

/** The day field's calendar button (date-time-field.tsx), before and after its popover loads. */
export function CalendarButton(props: ComponentProps<typeof Button>) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      className="absolute top-1/2 right-0.5 size-8 -translate-y-1/2 text-muted-foreground hover:text-foreground"
      aria-label="Escolher a data no calendário"
      {...props}
    >
      <CalendarDays aria-hidden="true" />
    </Button>
  );
}
