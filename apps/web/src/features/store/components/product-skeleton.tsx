import { Skeleton } from '@/components/ui/skeleton';

/** The detail's shape while the product loads. */
export function ProductSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-2 lg:gap-10">
      <span className="sr-only">Carregando produto...</span>
      <Skeleton className="aspect-video w-full rounded-xl" />
      <div aria-hidden="true" className="grid content-start gap-4">
        <Skeleton className="h-5 w-32 rounded-full" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}
