import { pageSizes } from '@panel/contract/constants';
import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page of entries while the first answer loads. */
export function AuditListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando registros de auditoria...</span>
      <ul className="grid gap-3" aria-hidden="true">
        {Array.from({ length: pageSizes.audit }, (_, index) => (
          <li key={index} className="flex gap-3 rounded-xl border bg-card p-3 sm:p-4">
            <Skeleton className="size-9 shrink-0 rounded-full sm:size-10" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-5 w-20 rounded-full" />
                <Skeleton className="h-3 w-24 sm:ml-auto" />
              </div>
              <Skeleton className="h-4 w-full max-w-md" />
              <Skeleton className="h-3 w-40" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
