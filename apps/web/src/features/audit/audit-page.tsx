import { ErrorState } from '@/components/query-states';
import { Pagination } from '@/components/ui/pagination';
import { formatResultCount, ListStatus } from '@/components/list-status';
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
  const filtered =
    search !== '' ||
    type !== null ||
    signIns === 'hide' ||
    actorId !== null ||
    from !== '' ||
    to !== '';

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
      {logs.isPending ? (
        <AuditListSkeleton rows={limit} />
      ) : logs.isError ? (
        <ErrorState
          message="Erro ao carregar os logs de auditoria."
          onRetry={() => void logs.refetch()}
          retrying={logs.isFetching}
        />
      ) : (
        <>
          <ListStatus
            count={formatResultCount(logs.data.total, logs.data.totalCapped)}
            fetching={logs.isFetching}
            fetchingLabel="Atualizando registros..."
          />
          {logs.data.logs.length === 0 ? (
            <AuditEmptyState
              pastLastPage={page > 1 && logs.data.total > 0}
              filtered={filtered}
              onFirstPage={() => filters.setPage(1)}
              onClearFilters={filters.clearFilters}
            />
          ) : (
            <ul
              aria-label="Registros de auditoria"
              aria-busy={logs.isPlaceholderData}
              className={cn(
                'divide-y rounded-xl border bg-card text-card-foreground shadow-xs transition-opacity',
                logs.isPlaceholderData && 'opacity-60',
              )}
            >
              {logs.data.logs.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            totalPages={pageCount(logs.data.total, limit)}
            onPageChange={filters.setPage}
          />
        </>
      )}
    </div>
  );
}
