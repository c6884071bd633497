import { deliveryMessages } from '@panel/contract/api/deliveries';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/query-states';
import { useIsMobile } from '@/lib/use-is-mobile';
import { usePageInRange } from '@/lib/use-page-in-range';
import { deliveryPageSize, useDeliveries } from '../api/get-deliveries';
import { useDeliveryFilters } from '../use-delivery-filters';
import { DeliveriesSkeleton } from './deliveries-skeleton';
import { DeliveryBulkActions } from './delivery-bulk-actions';
import { DeliveryFilters } from './delivery-filters';
import { DeliveryList, DeliveryTable } from './delivery-rows';
import { FailedDeliveriesBanner } from './failed-deliveries-banner';

/** "Entregas": what the panel queued for Discord, newest first, one compact row each. */
export function DeliveriesTab({ canManage }: { canManage: boolean }) {
  const filters = useDeliveryFilters();
  const { status, type, search, page, setPage } = filters;
  const list = useDeliveries({ status, type, search, page });
  const { total, totalPages } = usePageInRange(list, page, deliveryPageSize, setPage);
  const failedLast24h = list.data?.failedLast24h ?? 0;
  const isMobile = useIsMobile();
  const Rows = isMobile ? DeliveryList : DeliveryTable;

  return (
    <div className="flex flex-col gap-4">
      <DeliveryFilters filters={filters} />
      {failedLast24h > 0 ? (
        <FailedDeliveriesBanner
          count={failedLast24h}
          onShowFailed={status === 'failed' ? undefined : () => filters.setStatus('failed')}
        />
      ) : null}
      <PagedList
        list={list}
        loading={<DeliveriesSkeleton count={8} />}
        errorMessage={deliveryMessages.loadFailed}
        noun={['entrega', 'entregas']}
        fetchingLabel="Atualizando entregas..."
        actions={
          canManage && list.data && !list.isPlaceholderData ? (
            <DeliveryBulkActions
              filter={{
                status: status ?? undefined,
                type: type ?? undefined,
                search: search || undefined,
              }}
              retryableCount={list.data.retryableCount}
              discardableCount={list.data.discardableCount}
            />
          ) : null
        }
        empty={
          status === 'failed' ? (
            <EmptyState message="Nenhuma entrega falhou">
              <p className="max-w-md text-sm">
                Quando o Discord recusar uma entrega, ela aparece aqui com o motivo. Por exemplo, um
                cargo acima do cargo do bot: &ldquo;O bot não pode dar ou tirar este cargo&rdquo;.
                Corrija no Discord e use &ldquo;Tentar novamente&rdquo;, ou &ldquo;Descartar&rdquo;
                se ela não for mais necessária.
              </p>
            </EmptyState>
          ) : (
            <EmptyState message="Nenhuma entrega encontrada" />
          )
        }
        total={total}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        {(deliveries, stale) => (
          <Rows deliveries={deliveries} canManage={canManage} stale={stale} />
        )}
      </PagedList>
    </div>
  );
}
