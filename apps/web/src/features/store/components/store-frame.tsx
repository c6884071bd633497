import type { ReactNode } from 'react';
import { useCurrentPath } from '@/lib/history-entry';
import { SiteHeader } from '@/components/site-header';

/** The store's pages outside the panel: the site header, and room for the floating theme toggle. */
export function StoreFrame({ children }: { children: ReactNode }) {
  const here = useCurrentPath();
  return (
    <div className="relative flex min-h-svh flex-col">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(55%_70%_at_50%_0%,color-mix(in_oklab,var(--primary)_16%,transparent),transparent_70%)]"
      />
      <SiteHeader signInReturnTo={here} />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 pt-6 pb-24 sm:px-6">
        {children}
      </main>
    </div>
  );
}
