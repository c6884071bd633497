import { callMessages } from '@panel/contract/api/calls';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { FilterBar } from '@/components/filter-bar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageStepper } from '@/components/ui/pagination';
import { usePageInRange } from '@/lib/use-page-in-range';
import { connectedPageSize, useConnectedCalls } from '../api/get-connected-calls';
import type { CallsFilters } from '../use-calls-filters';
import { CallsListSkeleton } from './calls-list-skeleton';
import { channelFilter } from './channel-filter';
import { ConnectedCards } from './connected-cards';
import { ConnectedTable } from './connected-table';

interface ConnectedCardProps {
  filters: CallsFilters;
  className?: string;
}

/**
 * "Usuários Conectados (n)": who is in voice now, one row per member (cards where the table
 * does not fit), searched by name and filtered by channel on the server, a page at a time.
 */
export function ConnectedCard({ filters, className }: ConnectedCardProps) {
  const { channelId, search, page, setPage } = filters;
  const list = useConnectedCalls({ channelId, search, page });
  const { total, totalPages } = usePageInRange(list, page, connectedPageSize, setPage);

  let content;
  if (list.isPending) {
    content = <CallsListSkeleton count={3} label="Carregando usuários conectados..." />;
  } else if (!list.data) {
    content = (
      <ErrorState
        message="Erro ao carregar os usuários conectados."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.items.length === 0) {
    content = (
      <EmptyState
        message={search ? 'Nenhum usuário em call com esse nome ou ID' : callMessages.empty}
      />
    );
  } else {
    const view = {
      members: list.data.items,
      channels: list.data.channels,
      receivedAt: list.data.receivedAt,
      stale: list.isPlaceholderData,
    };
    content = (
      <>
        {/* Both are rendered; the card's width shows one: the table from 33rem, which its
            narrowest fit (about 31rem, the buttons side by side) is under, so it never
            scrolls sideways; the cards below (phones, tablets beside the menu).
            docs/decisions/2026-12-04-calls-table-and-ranking.md */}
        <div className="@container">
          <ConnectedTable {...view} className="hidden @min-[33rem]:block" />
          <ConnectedCards {...view} className="@min-[33rem]:hidden" />
        </div>
        <PageStepper
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          nextLabel="Próxima"
        />
      </>
    );
  }

  return (
    <Card className={className}>
      <CardHeader className="@container gap-3">
        <CardTitle className="leading-tight">
          Usuários Conectados{list.data ? ` (${total})` : ''}
        </CardTitle>
        <FilterBar
          className="grid gap-3 @md:grid-cols-2 @md:items-end"
          fields={[
            {
              kind: 'search',
              id: 'calls-search',
              label: 'Buscar membro',
              placeholder: 'Nome ou ID do Discord',
              value: search,
              onChange: filters.setSearch,
            },
            channelFilter(list.data?.channels ?? [], channelId, filters.setChannel),
          ]}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{content}</CardContent>
    </Card>
  );
}
