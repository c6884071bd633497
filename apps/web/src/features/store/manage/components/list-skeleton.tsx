import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a list of cards (products, purchases) while the first answer loads. */
export function ListSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex gap-3 rounded-xl border bg-card p-3 sm:p-4">
            <Skeleton className="size-12 shrink-0" />
            <div className="grid flex-1 content-start gap-2">
              <Skeleton className="h-4 w-full max-w-60" />
              <Skeleton className="h-3 w-full max-w-96" />
              <Skeleton className="h-3 w-32" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
