import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { storeDeliveryLabels, type StorePurchaseAdmin } from '@panel/contract/api/store';
import { DateTime } from '@/components/date-time';
import { PurchaseGameNote } from '@/components/purchase-game-note';
import { MemberName } from '@/components/discord-names';
import { UserAvatar } from '@/components/ui/avatar';
import { formatPoints } from '@/lib/format-points';
import { ProductThumbnail } from './product-facts';
import { PurchaseStateBadge } from './purchase-state-badge';
import { SettlePurchaseDialog } from './settle-purchase-dialog';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid content-start">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

interface PurchaseCardProps {
  purchase: StorePurchaseAdmin;
  canManage: boolean;
  canSeeDeliveries: boolean;
}

/** One purchase: who bought what, how its delivery went, and what staff may still do. */
export function PurchaseCard({ purchase, canManage, canSeeDeliveries }: PurchaseCardProps) {
  const titleId = useId();
  const { member, product, state, delivery, failure } = purchase;
  const canDeliver = state === 'pending' && delivery === 'manual';
  const deliveriesHref = `/bot-settings?${new URLSearchParams({ tab: 'entregas', search: member.id }).toString()}`;

  return (
    <li
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs sm:p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <ProductThumbnail src={product.image} className="size-10" />
          <div className="grid min-w-0 gap-0.5">
            <h3 id={titleId} className="text-sm font-medium wrap-anywhere">
              {product.name}
            </h3>
            <p className="flex min-w-0 items-center gap-1.5 text-sm">
              <UserAvatar name={member.name} src={member.avatarUrl} className="size-5" />
              {/* The name the server knows now (kept with the purchase until it answers). */}
              <MemberName
                id={member.id}
                fallback={member.name}
                showId="beside"
                className="min-w-0 truncate"
              />
            </p>
          </div>
        </div>
        <PurchaseStateBadge state={state} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-4">
        <Fact label="Preço">{formatPoints(purchase.price)}</Fact>
        <Fact label="Data">
          <DateTime value={purchase.createdAt} />
        </Fact>
        <Fact label="Entrega">{storeDeliveryLabels[delivery]}</Fact>
        {purchase.code ? (
          <Fact label="Código">
            <span className="font-mono select-all">{purchase.code}</span>
          </Fact>
        ) : null}
        {purchase.deliveredAt ? (
          <Fact label="Entregue em">
            <DateTime value={purchase.deliveredAt} />
            {purchase.deliveredBy ? ` por ${purchase.deliveredBy}` : null}
          </Fact>
        ) : null}
      </dl>
      <PurchaseGameNote
        purchase={purchase}
        waiting="Aguardando o membro entrar no servidor de jogo."
      />
      {failure ? (
        <div className="grid gap-1 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm">
          <p>
            <span className="font-medium">Falha:</span> {failure}
          </p>
          {(delivery === 'role' || delivery === 'game') && canSeeDeliveries ? (
            <Link to={deliveriesHref} className="w-fit font-medium underline underline-offset-4">
              Ver em Configurações do bot → Entregas
            </Link>
          ) : null}
        </div>
      ) : null}
      {state === 'refunded' ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground">
          Reembolsada
          {purchase.refundedBy ? ` por ${purchase.refundedBy}` : null}
          {purchase.refundedAt ? (
            <>
              {' '}
              em <DateTime value={purchase.refundedAt} />
            </>
          ) : null}
          {purchase.refundReason ? `: ${purchase.refundReason}` : null}
        </p>
      ) : null}
      {canManage && state !== 'refunded' ? (
        <div className="flex flex-wrap gap-2">
          {canDeliver ? (
            <SettlePurchaseDialog action="deliver" purchase={purchase} describedBy={titleId} />
          ) : null}
          <SettlePurchaseDialog action="refund" purchase={purchase} describedBy={titleId} />
        </div>
      ) : null}
    </li>
  );
}
