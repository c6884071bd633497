import { formatCount, ListStatus } from '@/components/list-status';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { usePageInRange } from '@/lib/use-page-in-range';
import { purchasePageSize, usePurchases } from '../api/get-purchases';
import { usePurchaseFilters } from '../use-purchase-filters';
import { ListSkeleton } from './list-skeleton';
import { PurchaseCard } from './purchase-card';
import { PurchaseFilters } from './purchase-filters';

interface PurchasesTabProps {
  canManage: boolean;
  /** Whether the failed role deliveries may link to "Configurações do bot → Entregas". */
  canSeeDeliveries: boolean;
}

/** "Compras": every purchase, newest first, with what staff may still do about it. */
export function PurchasesTab({ canManage, canSeeDeliveries }: PurchasesTabProps) {
  const filters = usePurchaseFilters();
  const { state, search, page, setPage } = filters;
  const list = usePurchases({ state, search, page });
  const { total, totalPages } = usePageInRange(list, page, purchasePageSize, setPage);

  let content;
  if (list.isPending) {
    content = <ListSkeleton label="Carregando compras..." count={3} />;
  } else if (list.isError) {
    content = (
      <ErrorState
        message="Erro ao carregar as compras."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else {
    content = (
      <>
        <ListStatus
          count={formatCount(total, 'compra', 'compras', list.data?.capped)}
          fetching={list.isFetching}
          fetchingLabel="Atualizando compras..."
        />
        {list.data.items.length === 0 ? (
          <EmptyState message="Nenhuma compra encontrada.">
            {search || state ? (
              <Button variant="outline" size="sm" onClick={filters.clear}>
                Limpar filtros
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <ul
            aria-label="Compras"
            aria-busy={list.isPlaceholderData}
            className={cn('grid gap-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}
          >
            {list.data.items.map((purchase) => (
              <PurchaseCard
                key={purchase.id}
                purchase={purchase}
                canManage={canManage}
                canSeeDeliveries={canSeeDeliveries}
              />
            ))}
          </ul>
        )}
        <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PurchaseFilters filters={filters} />
      {content}
    </div>
  );
}
