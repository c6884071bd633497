import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { FilterBar } from '@/components/filter-bar';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useCan } from '@/lib/use-can';
import { tokensPageSize, useTokens } from './api/get-tokens';
import { TokenCards } from './components/token-cards';
import { TokensSkeleton } from './components/tokens-skeleton';
import { TokensTable } from './components/tokens-table';
import { useTokensPage } from './use-tokens-page';

/** /codes: the codes, newest first, a page at a time, searchable by part of the code. */
export function TokensPage() {
  const { search, page, setSearch, setPage } = useTokensPage();
  const list = useTokens({ search, page });
  const canManage = useCan('manage_tokens');

  const { total, totalPages } = usePageInRange(list, page, tokensPageSize, setPage);

  const now = new Date();

  return (
    <div className="flex w-full flex-col gap-4">
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
      <FilterBar
        className="sm:max-w-sm"
        fields={[
          {
            kind: 'search',
            id: 'codes-search',
            label: 'Buscar código',
            placeholder: 'Parte do código, ex.: Ab3x',
            value: search,
            onChange: setSearch,
          },
        ]}
      />
      <PagedList
        list={list}
        loading={<TokensSkeleton count={5} />}
        errorMessage="Erro ao carregar códigos."
        noun={['código', 'códigos']}
        fetchingLabel="Atualizando lista..."
        empty={
          <EmptyState
            message="Nenhum código encontrado."
            clear={search ? { label: 'Limpar busca', onClick: () => setSearch('') } : null}
          />
        }
        total={total}
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
      >
        {(tokens, stale) => {
          const view = { tokens, now, canManage, stale };
          return (
            <>
              {/* Both are rendered; CSS shows one per screen width (768 px, spec). */}
              {/* Cards until the table's eight columns fit beside the menu (1024 px). */}
              <TokensTable {...view} className="hidden lg:block" />
              <TokenCards {...view} className="lg:hidden" />
            </>
          );
        }}
      </PagedList>
    </div>
  );
}
