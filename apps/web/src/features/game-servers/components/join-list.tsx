import type { GameJoinOutcome } from '@panel/contract/api/game-servers';
import { PagedList, PagedRows } from '@/components/paged-list';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import type { useGameJoins } from '../api/get-game-joins';
import { JoinCard } from './join-card';

const emptyTexts: Record<GameJoinOutcome | 'all', string> = {
  all: 'Nenhuma conexão registrada ainda.',
  allowed: 'Nenhuma conexão liberada.',
  refused: 'Nenhuma conexão recusada.',
};

function JoinListSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Carregando conexões...</span>
      <ul className="grid gap-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, index) => (
          <li
            key={index}
            className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-x-6"
          >
            <div className="grid content-start gap-2">
              <div className="flex justify-between gap-3">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-5 w-20 rounded-full" />
              </div>
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3 w-40" />
            </div>
            <Skeleton className="h-16 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

interface JoinListProps {
  list: ReturnType<typeof useGameJoins>;
  outcome: GameJoinOutcome | null;
  page: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** A page of joins: a skeleton, the load error, the empty text or the cards and the pager. */
export function JoinList({ list, outcome, page, total, totalPages, onPageChange }: JoinListProps) {
  return (
    <PagedList
      list={list}
      loading={<JoinListSkeleton />}
      errorMessage="Erro ao carregar as conexões."
      noun={['conexão', 'conexões']}
      fetchingLabel="Atualizando conexões..."
      empty={<EmptyState message={emptyTexts[outcome ?? 'all']} />}
      total={total}
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
    >
      {(joins, stale) => (
        <PagedRows label="Conexões" stale={stale}>
          {joins.map((join) => (
            <JoinCard
              key={join.id}
              join={join}
              pageMemberIds={joins.flatMap((row) => (row.member ? [row.member.id] : []))}
            />
          ))}
        </PagedRows>
      )}
    </PagedList>
  );
}
