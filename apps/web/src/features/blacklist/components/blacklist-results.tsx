import type { BlacklistEntry, BlacklistType } from '@panel/contract/api/blacklist';
import { PagedList, PagedRows } from '@/components/paged-list';
import { EmptyState } from '@/components/query-states';
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
  return (
    <PagedList
      list={list}
      loading={<BlacklistListSkeleton count={3} />}
      errorMessage="Erro ao carregar a blacklist."
      noun={['entrada', 'entradas']}
      fetchingLabel="Atualizando blacklist..."
      empty={
        <EmptyState
          message={emptyTexts[type ?? 'all']}
          clear={search ? { label: 'Limpar busca', onClick: onClearSearch } : null}
        />
      }
      total={total}
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
    >
      {(entries, stale) => (
        <PagedRows label="Blacklist" stale={stale}>
          {entries.map((entry) => (
            <BlacklistCard
              key={entry.id}
              entry={entry}
              canManage={canManage}
              onViewEvidence={onViewEvidence}
            />
          ))}
        </PagedRows>
      )}
    </PagedList>
  );
}
