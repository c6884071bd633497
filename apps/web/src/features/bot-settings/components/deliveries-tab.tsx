import { deliveryMessages } from '@panel/contract/api/deliveries';
import { formatCount, ListStatus } from '@/components/list-status';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Pagination } from '@/components/ui/pagination';
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
      {list.isPending ? (
        <DeliveriesSkeleton count={8} />
      ) : list.isError ? (
        <ErrorState
          message={deliveryMessages.loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="min-w-0 flex-1">
              <ListStatus
                count={formatCount(total, 'entrega', 'entregas')}
                fetching={list.isFetching}
                fetchingLabel="Atualizando entregas..."
              />
            </div>
            {canManage && !list.isPlaceholderData ? (
              <DeliveryBulkActions
                filter={{
                  status: status ?? undefined,
                  type: type ?? undefined,
                  search: search || undefined,
                }}
                retryableCount={list.data.retryableCount}
                discardableCount={list.data.discardableCount}
              />
            ) : null}
          </div>
          {list.data.items.length === 0 ? (
            <EmptyState message="Nenhuma entrega encontrada" />
          ) : (
            <Rows
              deliveries={list.data.items}
              canManage={canManage}
              stale={list.isPlaceholderData}
            />
          )}
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
