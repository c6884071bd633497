import { Check, X } from 'lucide-react';
import { bulkDecisionLimit } from '@panel/contract/api/application-values';
import { useEffect, useRef } from 'react';
import { EmptyState } from '@/components/query-states';
import { formatResultCount } from '@/components/list-status';
import { Button } from '@/components/ui/button';
import { PageStepper } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import type { ApplicationPage } from '../api/get-applications';
import type { ApplicationKind } from '../application-kinds';
import { reviewHeadingAttribute } from '../use-review-navigation';
import type { ReviewSession } from '../use-review-session';
import { ApplicationList } from './application-list';
import { ShortcutHint } from './kbd';

interface ReviewResultsProps {
  kind: ApplicationKind;
  page: ApplicationPage;
  total: number;
  fetching: boolean;
  stale: boolean;
  canViewQuestions: boolean;
  session: ReviewSession;
  /** What narrows the list, which an empty list offers to drop (`others`: the selects). */
  filtered: { search: boolean; others: boolean };
  onClearFilters: () => void;
  pager: { page: number; totalPages: number; onPageChange: (page: number) => void };
}

function SelectAll({ session, count }: { session: ReviewSession; count: number }) {
  const ref = useRef<HTMLInputElement>(null);
  const selected = session.queueSelected ? count : session.selection.selectedIds.length;
  const some = selected > 0 && selected < count;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        ref={ref}
        type="checkbox"
        checked={selected > 0 && selected === count}
        onChange={(event) => {
          if (event.target.checked) session.selection.setAll(true);
          else session.clearSelection();
        }}
        className="size-4 accent-primary"
      />
      Selecionar todas desta página
    </label>
  );
}

/**
 * "N selecionadas — Aprovar / Rejeitar": the selected entries decided at once. With the whole
 * page selected and more pending in the filtered queue, it offers the queue (up to a bulk
 * decision's limit).
 */
function BulkBar({
  session,
  pageCount,
  queueTotal,
}: {
  session: ReviewSession;
  /** Pending entries on this page. */
  pageCount: number;
  /** Pending entries in the filtered queue, over all pages. */
  queueTotal: number;
}) {
  const count = session.selectedCount;
  if (count === 0) return null;
  const pending = session.approveManyPending || session.rejectPending;
  const wholePage = !session.queueSelected && count === pageCount;
  const queueCount = Math.min(queueTotal, bulkDecisionLimit);
  return (
    <div
      role="region"
      aria-label="Ações em lote"
      className="flex flex-wrap items-center gap-2 rounded-xl border border-primary/40 bg-primary/5 px-3 py-2"
    >
      <div className="w-full text-sm sm:mr-auto sm:w-auto">
        <p className="font-medium">
          {count === 1 ? '1 selecionada' : `${count} selecionadas`}
          {session.queueSelected ? ' da fila filtrada' : wholePage ? ' (esta página)' : ''}
        </p>
        {wholePage && queueTotal > pageCount ? (
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            disabled={session.queueLoading}
            onClick={session.selectQueue}
          >
            {queueTotal > bulkDecisionLimit
              ? `Selecionar as ${queueCount} primeiras da fila filtrada (de ${queueTotal})`
              : `Selecionar todas as ${queueCount} da fila filtrada`}
          </Button>
        ) : null}
      </div>
      <Button size="sm" disabled={pending} onClick={session.approveSelected}>
        <Check aria-hidden="true" />
        Aprovar
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        disabled={pending}
        onClick={session.rejectSelected}
      >
        <X aria-hidden="true" />
        Rejeitar
      </Button>
      <Button size="sm" variant="ghost" onClick={session.clearSelection}>
        Limpar seleção
      </Button>
    </div>
  );
}

/** The loaded list: its heading (the count), the bulk actions, the cards and the pager. */
export function ReviewResults({
  kind,
  page,
  total,
  fetching,
  stale,
  canViewQuestions,
  session,
  filtered,
  onClearFilters,
  pager,
}: ReviewResultsProps) {
  const pendingCount = page.items.filter((item) => item.status === 'pending').length;
  const selectable = session.decidable && pendingCount > 0;

  return (
    <>
      <div className="flex min-h-6 flex-wrap items-center gap-x-4 gap-y-2">
        {selectable ? <SelectAll session={session} count={pendingCount} /> : null}
        <h2
          {...{ [reviewHeadingAttribute]: '' }}
          tabIndex={-1}
          aria-live="polite"
          className="rounded-sm text-sm text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {formatResultCount(total, page.capped)}
        </h2>
        {fetching ? <Spinner className="size-4" label="Atualizando lista..." /> : null}
        {page.items.length > 0 ? (
          <div className="ml-auto">
            <ShortcutHint decidable={selectable} />
          </div>
        ) : null}
      </div>
      <BulkBar session={session} pageCount={pendingCount} queueTotal={total} />
      {page.items.length === 0 ? (
        <EmptyState
          message={kind.texts.empty}
          clear={
            filtered.search || filtered.others
              ? {
                  label: filtered.others ? 'Limpar filtros' : 'Limpar busca',
                  onClick: onClearFilters,
                }
              : null
          }
        />
      ) : (
        <ApplicationList
          kind={kind}
          applications={page.items}
          stale={stale}
          canViewQuestions={canViewQuestions}
          session={session}
        />
      )}
      <PageStepper {...pager} />
    </>
  );
}
