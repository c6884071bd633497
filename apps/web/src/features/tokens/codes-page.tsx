import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { Pagination } from '@/components/ui/pagination';
import { formatCount, ListStatus } from '@/components/list-status';
import { useCurrentUser } from '@/lib/current-user';
import { usePageInRange } from '@/lib/use-page-in-range';
import { codesPageSize, useTokens } from './api/get-tokens';
import { CodeCards } from './components/code-cards';
import { CodesSkeleton } from './components/codes-skeleton';
import { CodesTable } from './components/codes-table';
import { useCodesPage } from './use-codes-page';

/** /codes: the codes, newest first, a page at a time. */
export function CodesPage() {
  const { page, setPage } = useCodesPage();
  const { user } = useCurrentUser();
  const list = useTokens(page);
  const canManage = user?.permissions.manage_tokens === true;

  const { total, totalPages } = usePageInRange(list, page, codesPageSize, setPage);

  const now = new Date();
  const view = {
    codes: list.data?.items ?? [],
    now,
    canManage,
    stale: list.isPlaceholderData,
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Códigos que membros resgatam para ter a whitelist aprovada ou ganhar um cargo no Discord.
          Maiúsculas e minúsculas contam.
        </p>
        {canManage ? (
          <Button asChild className="w-full sm:w-auto">
            <Link to="/codes/create">
              <Plus aria-hidden="true" />
              Novo Código
            </Link>
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <CodesSkeleton count={5} />
      ) : list.isError ? (
        <ErrorState
          message="Erro ao carregar códigos."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          <ListStatus
            count={formatCount(total, 'código', 'códigos')}
            fetching={list.isFetching}
            fetchingLabel="Atualizando lista..."
          />
          {view.codes.length === 0 ? (
            <EmptyState message="Nenhum código encontrado." />
          ) : (
            <>
              {/* Both are rendered; CSS shows one per screen width (768 px, spec). */}
              <CodesTable {...view} className="hidden md:block" />
              <CodeCards {...view} className="md:hidden" />
            </>
          )}
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </>
      )}
    </div>
  );
}
