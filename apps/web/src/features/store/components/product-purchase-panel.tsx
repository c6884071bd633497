import { storeMessages, type StoreProduct } from '@panel/contract/api/store';
import { formatPoints } from '@/lib/format-points';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useGameAccess } from '../api/get-game-access';
import { redeemAvailability, type StoreViewer } from '../use-store-viewer';
import { GameAccessWarning } from './game-access-warning';
import { RedeemControl } from './redeem-control';

function ViewerPoints({ viewer }: { viewer: StoreViewer }) {
  if (viewer.userLoading || (viewer.user && viewer.balance.isPending)) {
    return <Skeleton className="h-8 w-24" />;
  }
  if (viewer.user && viewer.balance.isError) {
    return (
      <Button
        variant="link"
        size="sm"
        className="h-auto p-0"
        disabled={viewer.balance.isFetching}
        onClick={() => void viewer.balance.refetch()}
      >
        Não carregou. Tentar novamente
      </Button>
    );
  }
  if (viewer.points === undefined) return <span className="text-muted-foreground">—</span>;
  return <>{formatPoints(viewer.points)}</>;
}

/**
 * "Preço" and "Seus pontos", the redeem button and how many points are missing; for an in-game
 * item, a warning first when the member cannot enter any server it is delivered to.
 */
export function ProductPurchasePanel({
  product,
  viewer,
}: {
  product: StoreProduct;
  viewer: StoreViewer;
}) {
  const access = useGameAccess(product, viewer.user !== null);
  const missing =
    redeemAvailability(product, viewer) === 'insufficient' && viewer.points !== undefined
      ? product.price - viewer.points
      : null;
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <dl className="grid grid-cols-2 gap-4">
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">Preço</dt>
          <dd className="text-2xl font-bold text-primary tabular-nums">
            {formatPoints(product.price)}
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm text-muted-foreground">Seus pontos</dt>
          <dd className="text-2xl font-bold tabular-nums">
            <ViewerPoints viewer={viewer} />
          </dd>
        </div>
      </dl>
      {access.data && !access.data.canEnter ? <GameAccessWarning access={access.data} /> : null}
      <RedeemControl product={product} viewer={viewer} label="Resgatar Agora" className="w-full" />
      {missing !== null ? (
        <p className="text-center text-sm text-muted-foreground">
          {storeMessages.needMore(missing)}
        </p>
      ) : null}
    </div>
  );
}
