import { Skeleton } from '@/components/ui/skeleton';

/** The shape of the key or webhook cards while the first answer loads. */
export function CardsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-3 lg:grid-cols-2" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="grid gap-3 rounded-xl border bg-card p-4">
            <div className="flex gap-3">
              <Skeleton className="size-10 shrink-0 rounded-lg" />
              <div className="grid flex-1 content-start gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-24" />
              </div>
            </div>
            <div className="flex flex-wrap gap-1.5">
              <Skeleton className="h-5 w-36 rounded-full" />
              <Skeleton className="h-5 w-44 rounded-full" />
            </div>
            <div className="grid gap-2 sm:grid-cols-2">
              <Skeleton className="h-3 w-48 max-w-full" />
              <Skeleton className="h-3 w-40 max-w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
