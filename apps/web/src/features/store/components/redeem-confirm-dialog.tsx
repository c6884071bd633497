import type { ReactNode } from 'react';
import type { StoreProduct } from '@panel/contract/api/store';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatPoints } from '@/lib/format-points';
import type { RedeemFlow } from '../use-redeem-flow';

interface RedeemConfirmDialogProps {
  product: StoreProduct;
  balance: number;
  flow: RedeemFlow;
  /** The button that asks; focus comes back to it when the dialog closes. */
  children: ReactNode;
}

/** "Resgatar X?": the price and the balance after, before any point is spent. */
export function RedeemConfirmDialog({
  product,
  balance,
  flow,
  children,
}: RedeemConfirmDialogProps) {
  const rows = [
    ['Preço', formatPoints(product.price)],
    ['Seus pontos', formatPoints(balance)],
    ['Depois do resgate', formatPoints(Math.max(balance - product.price, 0))],
  ] as const;
  return (
    <ConfirmDialog
      open={flow.confirming}
      onOpenChange={(open) => (open ? flow.ask() : flow.cancel())}
      trigger={children}
      title={<>Resgatar {product.name}?</>}
      description="Os pontos são descontados assim que você confirmar."
      confirmLabel="Confirmar resgate"
      pending={flow.pending}
      pendingLabel="Resgatando..."
      closeOnConfirm={false}
      onConfirm={flow.confirm}
    >
      <dl className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </ConfirmDialog>
  );
}
