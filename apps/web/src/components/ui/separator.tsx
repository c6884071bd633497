import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

interface SeparatorProps extends ComponentProps<'div'> {
  orientation?: 'horizontal' | 'vertical';
  /** Only a line to the eye (the default): assistive technology skips it. */
  decorative?: boolean;
}

/**
 * A line between groups. Radix's Separator draws the same `div`; written here, it costs the
 * shell (a member's first visit) no Radix code.
 */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: SeparatorProps) {
  const semantics = decorative
    ? { role: 'none' }
    : {
        role: 'separator',
        'aria-orientation': orientation === 'vertical' ? orientation : undefined,
      };
  return (
    <div
      data-orientation={orientation}
      {...semantics}
      data-slot="separator"
      className={cn(
        'shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-px',
        className,
      )}
      {...props}
    />
  );
}
