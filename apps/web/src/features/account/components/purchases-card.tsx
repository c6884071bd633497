import { ImageOff, ShoppingBag } from 'lucide-react';
import { Link } from 'wouter';
import {
  purchaseStateLabels,
  storeDeliveryLabels,
  storeMessages,
  type PurchaseState,
  type StorePurchase,
} from '@panel/contract/api/store';
import { CopyCodeField } from '@/components/copy-code-field';
import { DateTime } from '@/components/date-time';
import { formatPoints } from '@/lib/format-points';
import { PurchaseGameNote } from '@/components/purchase-game-note';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStoreHistory } from '../api/get-store-history';

const stateVariant = {
  pending: 'warning',
  delivered: 'success',
  refunded: 'secondary',
  failed: 'outline',
} as const;

const stateExtra: Partial<Record<PurchaseState, string>> = {
  failed: 'border-destructive/40 bg-destructive/10 text-destructive',
};

function Thumbnail({ src }: { src: string | null }) {
  // Decorative: the product's name is right beside it.
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      className="size-14 shrink-0 rounded-lg border bg-muted object-cover"
    />
  ) : (
    <span className="flex size-14 shrink-0 items-center justify-center rounded-lg border bg-muted">
      <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
    </span>
  );
}

function PurchaseItem({ purchase }: { purchase: StorePurchase }) {
  const { product } = purchase;
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <Thumbnail src={product.image} />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {product.id ? (
            <Link
              to={`/store/product/${encodeURIComponent(product.id)}`}
              className="font-medium wrap-anywhere underline-offset-4 hover:underline"
            >
              {product.name}
            </Link>
          ) : (
            <span className="font-medium wrap-anywhere">{product.name}</span>
          )}
          <Badge variant={stateVariant[purchase.state]} className={stateExtra[purchase.state]}>
            {purchaseStateLabels[purchase.state]}
          </Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {formatPoints(purchase.price)} · {storeDeliveryLabels[purchase.delivery]} ·{' '}
          <DateTime value={purchase.createdAt} />
        </p>
        {purchase.code && purchase.state !== 'refunded' ? (
          <CopyCodeField
            label="Código"
            value={purchase.code}
            copyLabel={`Copiar código de ${product.name}`}
            hint="Resgate em Resgatar código. Uso único, só para a sua conta."
          />
        ) : null}
        <PurchaseGameNote purchase={purchase} waiting={storeMessages.gameWaiting} />
        {purchase.failure ? <p className="text-sm text-destructive">{purchase.failure}</p> : null}
        {purchase.state === 'refunded' ? (
          <p className="rounded-lg border bg-muted/40 p-2.5 text-sm">
            <span className="font-medium">Reembolsada</span>
            {purchase.refundedAt ? (
              <>
                {' '}
                em <DateTime value={purchase.refundedAt} />
              </>
            ) : null}
            {purchase.refundReason ? `. Motivo: ${purchase.refundReason}` : '.'}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** "Minhas compras": what the member redeemed in the store and how each delivery went. */
export function PurchasesCard() {
  const history = useStoreHistory();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Minhas compras</CardTitle>
        <CardDescription>Os produtos que você resgatou na loja com seus pontos.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : history.isError ? (
          <ErrorState
            message="Erro ao carregar suas compras."
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : history.data.purchases.length === 0 ? (
          <EmptyState message="Você ainda não resgatou nada na loja.">
            <Button asChild size="sm">
              <Link to="/store">
                <ShoppingBag aria-hidden="true" />
                Ver a loja
              </Link>
            </Button>
          </EmptyState>
        ) : (
          <ul aria-label="Minhas compras" className="divide-y">
            {history.data.purchases.map((purchase) => (
              <PurchaseItem key={purchase.id} purchase={purchase} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
