import { lazy, Suspense, useState } from 'react';
import type { Ticket } from '@panel/contract/api/tickets';
import { EmptyState } from '@/components/query-states';
import { PagedList } from '@/components/paged-list';
import { usePageInRange } from '@/lib/use-page-in-range';
import { ticketPageSize, useTickets } from './api/get-tickets';
import { TicketFilters } from './components/ticket-filters';
import { TicketListSkeleton } from './components/ticket-list-skeleton';
import { TicketCardList, TicketTable, type TicketPart } from './components/ticket-table';
import { useIsNarrowerThan } from '@/lib/use-is-mobile';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useCan } from '@/lib/use-can';
import { useTicketFilters } from './use-ticket-filters';

// The details dialog (its decisions and unlock codes) loads when a ticket is first opened.
const TicketDetailsDialog = lazy(async () => ({
  default: (await import('./components/ticket-details-dialog')).TicketDetailsDialog,
}));

/** /tickets: staff read the members' tickets, generate unlock codes and decide them. */
export function TicketsPage() {
  const filters = useTicketFilters();
  const { type, status, page, setPage } = filters;
  const list = useTickets({ type, status, page });
  const canManage = useCan('manage_tickets');
  // Cards until the table fits beside the menu, however wide the menu is (1024 px).
  const isMobile = useIsNarrowerThan(1024);
  // The ticket in the dialog, as last seen: after a decision it may leave the filtered list.
  const [selected, setSelected] = useState<Ticket | null>(null);
  const [openedOn, setOpenedOn] = useState<TicketPart>('details');
  const fresh = selected && list.data?.items.find((item) => item.id === selected.id);
  if (fresh && fresh !== selected) setSelected(fresh);
  const dialogUsed = useOpenedOnce(selected !== null);

  const { total, totalPages } = usePageInRange(list, page, ticketPageSize, setPage);

  const View = isMobile ? TicketCardList : TicketTable;

  return (
    <div className="flex flex-col gap-4">
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
      <PagedList
        list={list}
        loading={<TicketListSkeleton count={isMobile ? 3 : 5} />}
        errorMessage="Erro ao carregar tickets."
        noun={['ticket', 'tickets']}
        fetchingLabel="Atualizando tickets..."
        empty={<EmptyState message="Nenhum ticket encontrado." />}
        total={total}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        {(tickets, stale) => (
          <View
            tickets={tickets}
            stale={stale}
            onOpen={(ticket, part) => {
              setOpenedOn(part);
              setSelected(ticket);
            }}
          />
        )}
      </PagedList>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <TicketDetailsDialog
            ticket={selected}
            focusTranscript={openedOn === 'transcript'}
            canManage={canManage}
            onClose={() => setSelected(null)}
            onUpdated={setSelected}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
