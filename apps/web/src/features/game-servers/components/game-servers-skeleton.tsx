import { Skeleton } from '@/components/ui/skeleton';

/** The shape of the server cards while the first answer loads. */
export function GameServersSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando servidores de jogo...</span>
      <ul className="grid gap-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="grid gap-4 rounded-xl border bg-card p-3 sm:p-4">
            <div className="flex gap-3">
              <Skeleton className="size-10 shrink-0 rounded-lg" />
              <div className="grid flex-1 content-start gap-2">
                <div className="flex justify-between gap-3">
                  <Skeleton className="h-4 w-40" />
                  <Skeleton className="h-3 w-24" />
                </div>
                <Skeleton className="h-3 w-28" />
              </div>
            </div>
            <div className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 xl:grid-cols-5">
              {Array.from({ length: 5 }, (_, fact) => (
                <div key={fact} className="grid gap-1.5">
                  <Skeleton className="h-3 w-20" />
                  <Skeleton className="h-4 w-28 max-w-full" />
                </div>
              ))}
            </div>
            <div className="flex flex-wrap gap-2">
              <Skeleton className="h-8 w-24" />
              <Skeleton className="h-8 w-20" />
              <Skeleton className="h-8 w-36" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
