import type { ReactNode } from 'react';

/** One term and its value in a card's description list. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex min-w-0 items-center gap-2 text-sm font-medium wrap-anywhere sm:text-right">
        {children}
      </dd>
    </div>
  );
}
