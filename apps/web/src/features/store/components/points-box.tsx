import { Coins, LogIn, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { useCurrentPath } from '@/lib/history-entry';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { loginHref } from '@/lib/login-href';
import type { StoreViewer } from '../use-store-viewer';

const pointsFormat = new Intl.NumberFormat('pt-BR');

function Balance({ viewer }: { viewer: StoreViewer }) {
  const here = useCurrentPath();
  const { balance } = viewer;
  if (viewer.userLoading || (viewer.user && balance.isPending)) {
    return <Skeleton className="h-8 w-28" />;
  }
  if (!viewer.user) {
    return (
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Entre com o Discord para ver seus pontos e resgatar produtos.
        </p>
        <Button asChild size="sm" className="w-fit">
          <Link to={loginHref(here)}>
            <LogIn aria-hidden="true" />
            Entrar
          </Link>
        </Button>
      </div>
    );
  }
  if (balance.isError) {
    return (
      <div role="alert" className="grid gap-2">
        <p className="text-sm">Não foi possível carregar seus pontos.</p>
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => void balance.refetch()}
          disabled={balance.isFetching}
        >
          <RotateCw aria-hidden="true" className={cn(balance.isFetching && 'animate-spin')} />
          Tentar novamente
        </Button>
      </div>
    );
  }
  return (
    <p className="flex items-baseline gap-1.5">
      <span className="text-3xl font-bold tracking-tight tabular-nums">
        {pointsFormat.format(viewer.points ?? 0)}
      </span>
      <span className="text-sm text-muted-foreground">
        {viewer.points === 1 ? 'ponto' : 'pontos'}
      </span>
    </p>
  );
}

/** "Seus pontos": the member's balance, or an invitation to sign in. */
export function PointsBox({ viewer, className }: { viewer: StoreViewer; className?: string }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('grid gap-2 rounded-xl border bg-card p-4 shadow-sm', className)}
    >
      <h2
        id={titleId}
        className="flex items-center gap-2 text-sm font-medium text-muted-foreground"
      >
        <Coins aria-hidden="true" className="size-4 text-primary" />
        Seus pontos
      </h2>
      <Balance viewer={viewer} />
    </section>
  );
}
