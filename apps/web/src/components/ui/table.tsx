import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface TableProps extends ComponentProps<'table'> {
  /** Classes of the bordered box around the table, which scrolls sideways when it is too wide. */
  containerClassName?: string;
}

export function Table({ className, containerClassName, ...props }: TableProps) {
  return (
    <div
      data-slot="table-container"
      // `relative`: text hidden for screen readers (`sr-only`, positioned) in a cell scrolls with
      // the table instead of widening the page.
      className={cn('relative overflow-x-auto rounded-xl border bg-card', containerClassName)}
    >
      <table data-slot="table" className={cn('w-full text-sm', className)} {...props} />
    </div>
  );
}

/** The table's name, for screen readers only. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption data-slot="table-caption" className={cn('sr-only', className)} {...props} />;
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted/40', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      data-slot="table-body"
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-b', className)} {...props} />;
}

/** A column heading. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn('px-4 py-3 text-left text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The cell that names its row, laid out like the other cells. */
export function TableRowHeader({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-row-header"
      scope="row"
      className={cn('px-4 py-3 text-left align-middle', className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td data-slot="table-cell" className={cn('px-4 py-3 align-middle', className)} {...props} />
  );
}
