import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page of entry cards while the first answer loads. */
export function BlacklistListSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando blacklist...</span>
      <ul className="grid gap-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-xl border bg-card p-3 sm:p-4">
            <div className="flex gap-3">
              <Skeleton className="size-10 shrink-0 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <div className="flex gap-2">
                  <Skeleton className="h-4 w-48" />
                  <Skeleton className="h-4 w-16 rounded-full" />
                </div>
                <Skeleton className="h-3 w-full max-w-md" />
                <Skeleton className="h-3 w-56" />
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Skeleton className="h-8 w-40" />
              <Skeleton className="h-8 w-8" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
