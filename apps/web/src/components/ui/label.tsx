import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A form label. A native `<label>`: Radix's adds only a guard against selecting the text on a
 * double click, which `select-none` already gives, for one more request on every form page.
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      data-slot="label"
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
