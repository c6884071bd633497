import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page of delivery cards while the first answer loads. */
export function DeliveriesSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando entregas...</span>
      <ul className="grid gap-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4">
            <div className="flex justify-between gap-3">
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-3 w-28" />
                <Skeleton className="h-4 w-full max-w-sm" />
              </div>
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
            <div className="flex items-center gap-2">
              <Skeleton className="size-6 rounded-full" />
              <Skeleton className="h-3 w-32" />
            </div>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              <Skeleton className="h-7" />
              <Skeleton className="h-7" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
