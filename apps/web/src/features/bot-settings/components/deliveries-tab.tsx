import { deliveryMessages } from '@panel/contract/api/deliveries';
import { formatCount, ListStatus } from '@/components/list-status';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { usePageInRange } from '@/lib/use-page-in-range';
import { deliveryPageSize, useDeliveries } from '../api/get-deliveries';
import { useDeliveryFilters } from '../use-delivery-filters';
import { DeliveriesSkeleton } from './deliveries-skeleton';
import { DeliveryCard } from './delivery-card';
import { DeliveryFilters } from './delivery-filters';
import { FailedDeliveriesBanner } from './failed-deliveries-banner';
import { RetryAllButton } from './retry-all-button';

/** "Entregas": what the panel queued for Discord, newest first, and how each one went. */
export function DeliveriesTab({ canManage }: { canManage: boolean }) {
  const filters = useDeliveryFilters();
  const { status, type, search, page, setPage } = filters;
  const list = useDeliveries({ status, type, search, page });
  const { total, totalPages } = usePageInRange(list, page, deliveryPageSize, setPage);
  const failedLast24h = list.data?.failedLast24h ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <DeliveryFilters filters={filters} />
      {failedLast24h > 0 ? (
        <FailedDeliveriesBanner
          count={failedLast24h}
          onShowFailed={status === 'failed' ? undefined : () => filters.setStatus('failed')}
        />
      ) : null}
      {canManage && status === 'failed' && type && total > 0 ? (
        <div className="flex justify-end">
          <RetryAllButton type={type} />
        </div>
      ) : null}
      {list.isPending ? (
        <DeliveriesSkeleton count={3} />
      ) : list.isError ? (
        <ErrorState
          message={deliveryMessages.loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          <ListStatus
            count={formatCount(total, 'entrega', 'entregas')}
            fetching={list.isFetching}
            fetchingLabel="Atualizando entregas..."
          />
          {list.data.items.length === 0 ? (
            <EmptyState message="Nenhuma entrega encontrada" />
          ) : (
            <ul
              aria-label="Entregas"
              aria-busy={list.isPlaceholderData}
              className={cn(
                'grid gap-3 transition-opacity',
                list.isPlaceholderData && 'opacity-60',
              )}
            >
              {list.data.items.map((delivery) => (
                <DeliveryCard key={delivery.id} delivery={delivery} canManage={canManage} />
              ))}
            </ul>
          )}
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
