import { type ApplicationStatus } from '@panel/contract/api/application-values';
import { ErrorState } from '@/components/error-state';
import { TabStrip } from '@/components/ui/tab-strip';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { usePageInRange } from '@/lib/use-page-in-range';
import { useCan } from '@/lib/use-can';
import type { ApplicationKind } from '../application-kinds';
import { useApplications, type ReviewedApplication } from '../api/get-applications';
import { useApplicationFilters } from '../use-application-filters';
import { useLiveOutcomes, useReviewPresence } from '../use-live-review';
import { useReviewSession } from '../use-review-session';
import { ApplicationListSkeleton } from './application-list-skeleton';
import { ApplicationToolbar } from './application-toolbar';
import { ReviewDialogs } from './review-dialogs';
import { ReviewResults } from './review-results';

const noItems: ReviewedApplication[] = [];

const tabLabels: Record<ApplicationStatus, string> = {
  pending: 'Pendentes',
  approved: 'Aprovadas',
  rejected: 'Reprovadas',
  revoked: 'Revogadas',
};

/** The review screen shared by /allowlists, /insertions and /appeals. */
export function ApplicationReviewPage({ kind }: { kind: ApplicationKind }) {
  const filters = useApplicationFilters();
  const { status, search, triage, signal, sort, page, setPage } = filters;
  const { user } = useCurrentUser();
  const list = useApplications(kind, { status, search, triage, signal, sort, page });
  const canManage = useCan(kind.managePermission);
  const canViewQuestions = useCan('view_allowlists_questions');

  const { total, totalPages } = usePageInRange(list, page, kind.pageSize, setPage);
  const filtersKey = `${status}|${search}|${triage}|${signal}|${sort}|${page}`;
  // The previous page's entries while the next loads are not acted on.
  const current = list.data && !list.isPlaceholderData ? list.data : null;
  const items = useLiveOutcomes(
    kind.id,
    current?.items ?? noItems,
    filtersKey,
    user?.username ?? null,
  );
  const session = useReviewSession({
    kind,
    items: current ? items : noItems,
    filtersKey,
    status,
    queueFilter: { search, triage, signal, sort },
    canManage,
  });

  useReviewPresence(kind.id, session.navigation.expandedId);

  const results = list.isPending ? (
    <ApplicationListSkeleton count={kind.pageSize} label="Carregando..." />
  ) : list.isError ? (
    <ErrorState
      message={kind.texts.loadError}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
    />
  ) : (
    <ReviewResults
      kind={kind}
      page={current ? { ...current, items } : list.data}
      total={total}
      fetching={list.isFetching}
      stale={list.isPlaceholderData}
      canViewQuestions={canViewQuestions}
      session={session}
      filtered={{ search: search !== '', others: triage !== null || signal !== null }}
      onClearFilters={filters.clearFilters}
      pager={{ page, totalPages, onPageChange: setPage }}
    />
  );

  return (
    <div className="flex w-full flex-col gap-4">
      <p className="text-sm text-muted-foreground">{kind.texts.intro}</p>
      <ApplicationToolbar
        kind={kind}
        status={status}
        filter={{ search, triage, signal, sort }}
        onSearchChange={filters.setSearch}
        onTriageChange={filters.setTriage}
        onSignalChange={filters.setSignal}
        onSortChange={filters.setSort}
      />
      <TabStrip
        value={status}
        values={kind.statuses}
        labels={tabLabels}
        onValueChange={filters.setStatus}
        label="Situação"
        // Four tabs do not fit one row of a phone: two rows there.
        listClassName={cn(
          'w-full sm:w-fit',
          kind.statuses.length > 3 && 'grid h-auto grid-cols-2 sm:inline-flex sm:h-9',
        )}
        panelClassName="flex flex-col gap-4"
      >
        {results}
      </TabStrip>
      <ReviewDialogs kind={kind} session={session} />
    </div>
  );
}
