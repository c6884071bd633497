import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page of cards while the first answer loads. */
export function ApplicationListSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-xl border bg-card p-3 sm:p-4">
            <div className="flex gap-3">
              <Skeleton className="size-10 shrink-0 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-36" />
                <Skeleton className="h-3 w-44" />
                <Skeleton className="h-3 w-32" />
              </div>
            </div>
            <div className="flex flex-wrap gap-2">
              <Skeleton className="h-8 w-24" />
              <Skeleton className="h-8 w-24" />
              <Skeleton className="h-8 w-36" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
