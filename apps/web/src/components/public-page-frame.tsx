import type { ReactNode } from 'react';
import { ShieldHalf } from 'lucide-react';
import { Link } from 'wouter';
import { usePublicConfig } from '@/lib/public-config';

/** The frame of the member pages outside the panel: the community's name and a way home. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  const config = usePublicConfig();
  return (
    <div className="relative flex min-h-svh flex-col">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-[radial-gradient(55%_70%_at_50%_0%,color-mix(in_oklab,var(--primary)_16%,transparent),transparent_70%)]"
      />
      <header className="mx-auto flex h-16 w-full max-w-3xl items-center gap-2.5 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 font-semibold">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <ShieldHalf aria-hidden="true" className="size-4" />
          </span>
          <span className="truncate">{config.data?.communityName ?? 'Início'}</span>
        </Link>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 pt-4 pb-16 sm:px-6">{children}</main>
    </div>
  );
}
