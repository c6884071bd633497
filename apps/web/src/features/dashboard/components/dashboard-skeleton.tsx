import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The dashboard's shape while it loads, so nothing jumps when the numbers arrive. */
export function DashboardSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span role="status" className="sr-only">
        Carregando dashboard...
      </span>
      {[3, 4].map((count) => (
        <div key={count} className="grid gap-3">
          <Skeleton className="h-4 w-32" />
          <div
            className={
              count === 3 ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4'
            }
          >
            {Array.from({ length: count }, (_, key) => (
              <Card
                key={key}
                className="flex-row items-center gap-3 px-4 py-4 sm:flex-col sm:items-stretch sm:px-5 sm:py-5"
              >
                <Skeleton className="size-10 shrink-0 rounded-lg sm:hidden" />
                <div className="grid flex-1 gap-2 sm:gap-3">
                  <Skeleton className="h-4 w-20" />
                  <Skeleton className="h-8 w-16 max-sm:hidden" />
                  <Skeleton className="h-3 w-28" />
                </div>
                <Skeleton className="h-7 w-12 sm:hidden" />
              </Card>
            ))}
          </div>
        </div>
      ))}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="gap-4 lg:col-span-2">
          <CardHeader>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-64 max-w-full" />
          </CardHeader>
          <CardContent>
            <Skeleton className="h-48 w-full" />
          </CardContent>
        </Card>
        <Card className="gap-4">
          <CardHeader>
            <Skeleton className="h-5 w-36" />
          </CardHeader>
          <CardContent className="grid gap-4">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-5 w-full" />
            ))}
          </CardContent>
        </Card>
      </div>
      <Card className="gap-4">
        <CardHeader>
          <Skeleton className="h-5 w-40" />
        </CardHeader>
        <CardContent className="grid gap-4">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="flex items-center gap-3">
              <Skeleton className="size-9 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3 w-2/3" />
              </div>
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
