import { EmptyState } from '@/components/query-states';
import { Button } from '@/components/ui/button';

interface AuditEmptyStateProps {
  /** The page asked for is past the last one (an old link, entries gone since). */
  pastLastPage: boolean;
  filtered: boolean;
  onFirstPage: () => void;
  onClearFilters: () => void;
}

/** Why a page of the log is empty, with the way out that fits. */
export function AuditEmptyState({
  pastLastPage,
  filtered,
  onFirstPage,
  onClearFilters,
}: AuditEmptyStateProps) {
  if (pastLastPage) {
    return (
      <EmptyState message="Esta página não tem registros.">
        <Button variant="outline" size="sm" onClick={onFirstPage}>
          Ir para a primeira página
        </Button>
      </EmptyState>
    );
  }
  if (filtered) {
    return (
      <EmptyState message="Nenhum registro encontrado para os filtros aplicados.">
        <Button variant="outline" size="sm" onClick={onClearFilters}>
          Limpar filtros
        </Button>
      </EmptyState>
    );
  }
  return <EmptyState message="Nenhum registro de auditoria ainda." />;
}
