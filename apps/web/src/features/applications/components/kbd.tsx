import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A key of a shortcut, for the eyes only (the control says it with `aria-keyshortcuts`).
 * Hidden on touch-sized screens, where there is no keyboard to press it.
 */
export function Kbd({ className, ...props }: ComponentProps<'kbd'>) {
  return (
    <kbd
      aria-hidden="true"
      className={cn(
        'hidden min-w-5 items-center justify-center rounded border px-1 font-sans text-[0.6875rem] leading-4 font-medium md:inline-flex',
        className,
      )}
      {...props}
    />
  );
}

/** "Atalhos: J/K navegar · A aprovar · R rejeitar · X selecionar", above the list. */
export function ShortcutHint({ decidable }: { decidable: boolean }) {
  const keys: [string, string][] = [
    ['J/K', 'navegar'],
    ...(decidable
      ? ([
          ['A', 'aprovar'],
          ['R', 'rejeitar'],
          ['X', 'selecionar'],
        ] as [string, string][])
      : []),
  ];
  return (
    <p className="hidden flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground md:flex">
      <span>Atalhos:</span>
      {keys.map(([key, action], index) => (
        <span key={key} className="inline-flex items-center gap-1">
          {index > 0 ? <span aria-hidden="true">·</span> : null}
          <kbd className="rounded border bg-muted px-1 font-sans text-[0.6875rem] font-medium">
            {key}
          </kbd>
          {action}
        </span>
      ))}
    </p>
  );
}
