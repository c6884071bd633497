import { useEffect, useState } from 'react';
import type { Ticket } from '@panel/contract/api/tickets';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/current-user';
import { pageCount } from '@/lib/page-items';
import { ticketPageSize, useTickets } from './api/get-tickets';
import { TicketDetailsDialog } from './components/ticket-details-dialog';
import { TicketFilters } from './components/ticket-filters';
import { TicketListSkeleton } from './components/ticket-list-skeleton';
import { TicketCardList, TicketTable } from './components/ticket-table';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useTicketFilters } from './use-ticket-filters';

const numberFormat = new Intl.NumberFormat('pt-BR');

function resultCount(total: number): string {
  return total === 1 ? '1 ticket' : `${numberFormat.format(total)} tickets`;
}

/** /tickets: staff read the members' tickets, generate unlock codes and decide them. */
export function TicketsPage() {
  const filters = useTicketFilters();
  const { type, status, page, setPage } = filters;
  const list = useTickets({ type, status, page });
  const { user } = useCurrentUser();
  const canManage = user?.permissions.manage_tickets === true;
  const isMobile = useIsMobile();
  // The ticket in the dialog, as last seen: after a decision it may leave the filtered list.
  const [selected, setSelected] = useState<Ticket | null>(null);
  const fresh = selected && list.data?.items.find((item) => item.id === selected.id);
  if (fresh && fresh !== selected) setSelected(fresh);

  const total = list.data?.total ?? 0;
  const totalPages = pageCount(total, ticketPageSize);
  // The last ticket of the last page was just decided (or an old link): show the new last page.
  const pastLastPage =
    list.isSuccess &&
    !list.isPlaceholderData &&
    list.data.items.length === 0 &&
    total > 0 &&
    page > totalPages;
  useEffect(() => {
    if (pastLastPage) setPage(totalPages, { replace: true });
  }, [pastLastPage, totalPages, setPage]);

  const View = isMobile ? TicketCardList : TicketTable;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Pedidos dos membros para a equipe: revisões de bloqueio, de formulário e de blacklist, e
        denúncias.
      </p>
      <TicketFilters
        type={type}
        status={status}
        onTypeChange={filters.setType}
        onStatusChange={filters.setStatus}
      />
      {list.isPending ? (
        <TicketListSkeleton count={isMobile ? 3 : 5} />
      ) : list.isError ? (
        <ErrorState
          message="Erro ao carregar tickets."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          <div className="flex min-h-6 items-center justify-between gap-2 text-sm text-muted-foreground">
            <p aria-live="polite">{resultCount(total)}</p>
            {list.isFetching ? <Spinner className="size-4" label="Atualizando tickets..." /> : null}
          </div>
          {list.data.items.length === 0 ? (
            <EmptyState message="Nenhum ticket encontrado." />
          ) : (
            <View tickets={list.data.items} stale={list.isPlaceholderData} onOpen={setSelected} />
          )}
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </>
      )}
      <TicketDetailsDialog
        ticket={selected}
        canManage={canManage}
        onClose={() => setSelected(null)}
        onUpdated={setSelected}
      />
    </div>
  );
}
