import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const panelClass =
  'flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5';

interface PanelProps {
  title: string;
  /** Beside the title: what acts on the whole panel. */
  actions?: ReactNode;
  /** The panel's anchor (`#compartilham`), for a link from elsewhere in the file. */
  id?: string;
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/** One section of the member's file: a card named by its heading. */
export function Panel({ title, actions, id, busy, className, children }: PanelProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn(panelClass, id && 'scroll-mt-20', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="leading-none font-semibold tracking-tight">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
