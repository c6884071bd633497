import { Skeleton } from '@/components/ui/skeleton';

/** Rows of the table's shape (or cards on phones) while the first page loads. */
export function TicketListSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando tickets...</span>
      <ul
        className="grid gap-3 md:gap-0 md:divide-y md:rounded-xl md:border md:bg-card"
        aria-hidden="true"
      >
        {Array.from({ length: count }, (_, index) => (
          <li
            key={index}
            className="flex flex-col gap-3 rounded-xl border bg-card p-3 md:flex-row md:items-center md:gap-6 md:rounded-none md:border-0 md:bg-transparent md:px-4"
          >
            <div className="flex items-center gap-3 md:w-56">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-3 w-36" />
              </div>
            </div>
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 flex-1" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-8 w-full md:w-28" />
          </li>
        ))}
      </ul>
    </div>
  );
}
