import { Skeleton } from '@/components/ui/skeleton';

interface CallsListSkeletonProps {
  count: number;
  /** Read by screen readers, e.g. "Carregando ranking...". */
  label: string;
}

/** The shape of a list of members while the first answer loads. */
export function CallsListSkeleton({ count, label }: CallsListSkeletonProps) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-2" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex items-center gap-3 rounded-lg border px-3 py-2">
            <Skeleton className="size-9 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-3 w-20" />
            </div>
            <Skeleton className="h-4 w-14" />
          </li>
        ))}
      </ul>
    </div>
  );
}
