import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page of codes (rows on desktop, cards on phones) while it loads. */
export function TokensSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando códigos...</span>
      <ul
        aria-hidden="true"
        className="grid gap-3 md:gap-0 md:divide-y md:rounded-xl md:border md:bg-card"
      >
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex flex-col gap-3 rounded-xl border bg-card p-4 md:flex-row md:items-center md:gap-6 md:rounded-none md:border-0 md:bg-transparent md:px-4 md:py-3"
          >
            <div className="flex items-center gap-2 md:contents">
              <Skeleton className="h-5 w-20" />
              <Skeleton className="h-5 w-16 rounded-full md:order-last md:ml-auto" />
            </div>
            <Skeleton className="h-4 w-12" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-28" />
          </li>
        ))}
      </ul>
    </div>
  );
}
