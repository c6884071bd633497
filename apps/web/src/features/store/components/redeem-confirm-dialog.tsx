import { useId, useState, type ReactNode } from 'react';
import type { StoreProduct } from '@panel/contract/api/store';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatPoints } from '@/lib/format-points';
import { useGameAccess } from '../api/get-game-access';
import type { RedeemFlow } from '../use-redeem-flow';
import { GameAccessWarning } from './game-access-warning';

interface RedeemConfirmDialogProps {
  product: StoreProduct;
  balance: number;
  flow: RedeemFlow;
  /** The button that asks; focus comes back to it when the dialog closes. */
  children: ReactNode;
}

/**
 * "Resgatar X?": the price and the balance after, before any point is spent. An in-game item
 * the member cannot receive yet says why, and is bought only once they tick that they want it
 * anyway (docs/decisions/2026-12-04-store-game-access.md).
 */
export function RedeemConfirmDialog({
  product,
  balance,
  flow,
  children,
}: RedeemConfirmDialogProps) {
  const access = useGameAccess(product, flow.confirming);
  const warning = access.data && !access.data.canEnter ? access.data : null;
  const [accepted, setAccepted] = useState(false);
  const acceptId = useId();
  const rows = [
    ['Preço', formatPoints(product.price)],
    ['Seus pontos', formatPoints(balance)],
    ['Depois do resgate', formatPoints(Math.max(balance - product.price, 0))],
  ] as const;
  return (
    <ConfirmDialog
      open={flow.confirming}
      onOpenChange={(open) => {
        setAccepted(false);
        if (open) flow.ask();
        else flow.cancel();
      }}
      trigger={children}
      title={<>Resgatar {product.name}?</>}
      description="Os pontos são descontados assim que você confirmar."
      confirmLabel="Confirmar resgate"
      pending={flow.pending}
      pendingLabel="Resgatando..."
      confirmDisabled={access.isLoading || (warning !== null && !accepted)}
      closeOnConfirm={false}
      onConfirm={() => flow.confirm(warning ? { confirmCannotEnter: true } : {})}
    >
      <dl className="grid gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {access.isLoading ? (
        <p role="status" className="text-sm text-muted-foreground">
          Verificando se você pode entrar nos servidores onde o item é entregue...
        </p>
      ) : null}
      {warning ? (
        <div className="grid gap-3">
          <GameAccessWarning access={warning} />
          <label htmlFor={acceptId} className="flex items-start gap-2 text-sm">
            <input
              id={acceptId}
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={accepted}
              disabled={flow.pending}
              onChange={(event) => setAccepted(event.target.checked)}
            />
            Quero resgatar mesmo assim: o item é entregue quando eu puder entrar em um desses
            servidores.
          </label>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
