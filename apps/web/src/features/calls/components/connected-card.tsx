import { callMessages } from '@panel/contract/api/calls';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageStepper } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import { usePageInRange } from '@/lib/use-page-in-range';
import { connectedPageSize, useConnectedCalls } from '../api/get-connected-calls';
import type { CallsFilters } from '../use-calls-filters';
import { CallsListSkeleton } from './calls-list-skeleton';
import { ChannelFilter } from './channel-filter';
import { ConnectedRow } from './connected-row';

interface ConnectedCardProps {
  filters: CallsFilters;
  className?: string;
}

/** "Usuários Conectados (n)": who is in voice now, by channel, a page at a time. */
export function ConnectedCard({ filters, className }: ConnectedCardProps) {
  const { channelId, page, setPage } = filters;
  const list = useConnectedCalls({ channelId, page });
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
    content = <EmptyState message={callMessages.empty} />;
  } else {
    const { items, receivedAt } = list.data;
    const stale = list.isPlaceholderData;
    content = (
      <>
        <ul
          aria-label="Usuários conectados"
          aria-busy={stale}
          className={cn('grid gap-2 transition-opacity', stale && 'opacity-60')}
        >
          {items.map((user) => (
            <ConnectedRow key={user.id} user={user} receivedAt={receivedAt} />
          ))}
        </ul>
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
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CardTitle className="leading-tight">
          Usuários Conectados{list.data ? ` (${total})` : ''}
        </CardTitle>
        <ChannelFilter
          channels={list.data?.channels ?? []}
          channelId={channelId}
          onChange={filters.setChannel}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{content}</CardContent>
    </Card>
  );
}
