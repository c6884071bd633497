import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page of compact delivery rows while the first answer loads. */
export function DeliveriesSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando entregas...</span>
      <ul className="divide-y rounded-xl border bg-card" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex items-center gap-3 px-3 py-2.5">
            <Skeleton className="h-4 min-w-0 flex-1" />
            <Skeleton className="h-5 w-20 shrink-0 rounded-full" />
            <Skeleton className="hidden h-4 w-24 shrink-0 sm:block" />
          </li>
        ))}
      </ul>
    </div>
  );
}
