import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The header's duty button, drawn alike by the toggle and by its stand-in until the toggle's
 * code is there (top-bar.tsx): a dot (green on duty) and the state, the text only from `sm` up.
 */
export function DutyPill({
  state,
  label,
  className,
  ...props
}: { state: 'on' | 'off' | 'unknown'; label: string } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'flex h-8 shrink-0 items-center gap-2 rounded-full border px-2 text-xs font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60 lg:px-2.5 pointer-coarse:min-h-11',
        state === 'on' && 'border-emerald-500/50 text-emerald-700 dark:text-emerald-400',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          state === 'on' ? 'bg-emerald-500' : 'bg-muted-foreground/40',
        )}
      />
      <span className="sr-only lg:not-sr-only">{label}</span>
    </button>
  );
}
