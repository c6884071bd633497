import { PagedList } from '@/components/paged-list';
import { cn } from '@/lib/cn';
import { pageCount } from '@/lib/page-items';
import { useAuditLogs } from './api/get-audit-logs';
import { AuditEmptyState } from './components/audit-empty-state';
import { AuditEntryItem } from './components/audit-entry';
import { AuditFilters } from './components/audit-filters';
import { AuditListSkeleton } from './components/audit-list-skeleton';
import { useAuditFilters } from './use-audit-filters';

export function AuditPage() {
  const filters = useAuditFilters();
  const { search, type, signIns, actorId, from, to, page, limit } = filters;
  const logs = useAuditLogs({ search, type, signIns, actorId, from, to, page, limit });
  const filtered = search !== '' || type !== null || actorId !== null || from !== '' || to !== '';
  const total = logs.data?.total ?? 0;

  return (
    <div className="flex w-full flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Quem fez o quê no painel e quando, com os valores de antes e depois de cada alteração.
      </p>
      <AuditFilters
        search={search}
        type={type}
        signIns={signIns}
        actorId={actorId}
        from={from}
        to={to}
        limit={limit}
        onSearchChange={filters.setSearch}
        onTypeChange={filters.setType}
        onSignInsChange={filters.setSignIns}
        onActorChange={filters.setActorId}
        onPeriodChange={filters.setPeriod}
        onLimitChange={filters.setLimit}
      />
      <PagedList
        list={logs}
        loading={<AuditListSkeleton rows={limit} />}
        errorMessage="Erro ao carregar os logs de auditoria."
        noun={['resultado', 'resultados']}
        fetchingLabel="Atualizando registros..."
        empty={
          <AuditEmptyState
            pastLastPage={page > 1 && total > 0}
            filtered={filtered}
            onFirstPage={() => filters.setPage(1)}
            onClearFilters={filters.clearFilters}
          />
        }
        total={total}
        page={page}
        totalPages={pageCount(total, limit)}
        onPageChange={filters.setPage}
      >
        {(entries, stale) => (
          <ul
            aria-label="Registros de auditoria"
            aria-busy={stale}
            className={cn(
              'divide-y rounded-xl border bg-card text-card-foreground shadow-xs transition-opacity',
              stale && 'opacity-60',
            )}
          >
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
