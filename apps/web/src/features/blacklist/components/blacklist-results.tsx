import type { BlacklistEntry, BlacklistType } from '@panel/contract/api/blacklist';
import { formatCount, ListStatus } from '@/components/list-status';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/cn';
import type { useBlacklist } from '../api/get-blacklist';
import { BlacklistCard } from './blacklist-card';
import { BlacklistListSkeleton } from './blacklist-list-skeleton';

const emptyTexts: Record<BlacklistType | 'all', string> = {
  all: 'Nenhum item na blacklist',
  player: 'Nenhum jogador na blacklist',
  server: 'Nenhum servidor na blacklist',
};

interface BlacklistResultsProps {
  list: ReturnType<typeof useBlacklist>;
  type: BlacklistType | null;
  search: string;
  page: number;
  total: number;
  totalPages: number;
  canManage: boolean;
  onPageChange: (page: number) => void;
  onClearSearch: () => void;
  onViewEvidence: (entry: BlacklistEntry, start: number) => void;
}

/** The tab's entries: a skeleton, the load error, the empty text or the cards and the pager. */
export function BlacklistResults({
  list,
  type,
  search,
  page,
  total,
  totalPages,
  canManage,
  onPageChange,
  onClearSearch,
  onViewEvidence,
}: BlacklistResultsProps) {
  if (list.isPending) return <BlacklistListSkeleton count={3} />;
  if (list.isError) {
    return (
      <ErrorState
        message="Erro ao carregar a blacklist."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const stale = list.isPlaceholderData;
  return (
    <>
      <ListStatus
        count={formatCount(total, 'entrada', 'entradas', list.data?.capped)}
        fetching={list.isFetching}
        fetchingLabel="Atualizando blacklist..."
      />
      {list.data.items.length === 0 ? (
        <EmptyState message={emptyTexts[type ?? 'all']}>
          {search ? (
            <Button variant="outline" size="sm" onClick={onClearSearch}>
              Limpar busca
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ul
          aria-label="Blacklist"
          aria-busy={stale}
          className={cn('grid gap-3 transition-opacity', stale && 'opacity-60')}
        >
          {list.data.items.map((entry) => (
            <BlacklistCard
              key={entry.id}
              entry={entry}
              canManage={canManage}
              onViewEvidence={onViewEvidence}
            />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </>
  );
}
