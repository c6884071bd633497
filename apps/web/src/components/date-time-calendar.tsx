import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';

interface DateTimeCalendarProps {
  selected: Date | undefined;
  /** Days before this one cannot be picked. */
  min: Date | undefined;
  onSelect: (date: Date) => void;
}

const dayButton =
  'flex size-9 items-center justify-center rounded-md text-sm outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A month of days in pt-BR (weeks from Sunday, Portuguese labels); arrows move between days. */
export function DateTimeCalendar({ selected, min, onSelect }: DateTimeCalendarProps) {
  const today = new Date();
  return (
    <DayPicker
      mode="single"
      locale={ptBR}
      selected={selected}
      defaultMonth={selected ?? min ?? today}
      disabled={min ? { before: min } : undefined}
      startMonth={min}
      // Focus lands on the chosen day (or today) when the calendar opens.
      autoFocus
      showOutsideDays
      onSelect={(date) => {
        if (date) onSelect(date);
      }}
      classNames={{
        root: 'w-fit',
        months: 'relative flex flex-col',
        month: 'flex flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: dayButton,
        button_next: dayButton,
        chevron: 'size-4 fill-current',
        month_caption: 'flex h-9 items-center justify-center',
        caption_label: 'text-sm font-medium capitalize',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-xs font-normal text-muted-foreground capitalize',
        week: 'mt-1 flex',
        day: 'size-9 p-0 text-center',
        day_button: dayButton,
        selected:
          '[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
        today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
        outside: 'text-muted-foreground opacity-60',
        disabled:
          'text-muted-foreground opacity-40 [&>button]:cursor-not-allowed [&>button]:hover:bg-transparent',
        hidden: 'invisible',
      }}
    />
  );
}
