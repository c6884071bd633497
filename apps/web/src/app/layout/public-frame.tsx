import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/site-header';

/** Around a page that explains why a visitor cannot go on, for someone not signed in. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-svh flex-col overflow-x-clip">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklab,var(--primary)_14%,transparent),transparent)]"
      />
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="flex flex-1 flex-col px-4 outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}
