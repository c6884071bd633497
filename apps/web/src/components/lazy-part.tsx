import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * A part of a page loaded the first time it shows (a tab other than the first, say), so the
 * page's first screen downloads only what it draws. A spinner holds its place meanwhile.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
