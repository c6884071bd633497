import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a page of entries while the first answer loads. */
export function AuditListSkeleton({ rows }: { rows: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando registros de auditoria...</span>
      <ul className="divide-y rounded-xl border bg-card" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className="flex gap-2.5 px-3 py-2 sm:px-4">
            <Skeleton className="mt-0.5 size-7 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-5 w-20 rounded-full" />
                <Skeleton className="h-3 w-24 sm:ml-auto" />
              </div>
              <Skeleton className="h-4 w-full max-w-md" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
