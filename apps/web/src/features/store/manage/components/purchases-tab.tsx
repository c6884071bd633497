import { PagedList, PagedRows } from '@/components/paged-list';
import { EmptyState } from '@/components/query-states';
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

  return (
    <div className="flex flex-col gap-4">
      <PurchaseFilters filters={filters} />
      <PagedList
        list={list}
        loading={<ListSkeleton label="Carregando compras..." count={3} />}
        errorMessage="Erro ao carregar as compras."
        noun={['compra', 'compras']}
        fetchingLabel="Atualizando compras..."
        empty={
          <EmptyState
            message="Nenhuma compra encontrada."
            clear={search || state ? { label: 'Limpar filtros', onClick: filters.clear } : null}
          />
        }
        total={total}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        {(purchases, stale) => (
          <PagedRows label="Compras" stale={stale}>
            {purchases.map((purchase) => (
              <PurchaseCard
                key={purchase.id}
                purchase={purchase}
                canManage={canManage}
                canSeeDeliveries={canSeeDeliveries}
              />
            ))}
          </PagedRows>
        )}
      </PagedList>
    </div>
  );
}
