import { AlertTriangle, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const warningClass =
  'flex items-center gap-3 rounded-xl border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-900 dark:text-amber-200';

/** A warning at the top of the dashboard, linking to where it is fixed. */
export function WarningLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${warningClass} transition-colors hover:bg-amber-500/15`}>
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      {children}
      <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  );
}

/** A warning at the top of the dashboard that is fixed outside the panel (its server). */
export function WarningNote({ children }: { children: ReactNode }) {
  return (
    <div role="note" className={warningClass}>
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
      {children}
    </div>
  );
}
