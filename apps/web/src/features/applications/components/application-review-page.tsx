import { applicationStatuses, type ApplicationStatus } from '@panel/contract/api/applications';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Button } from '@/components/ui/button';
import { PageStepper } from '@/components/ui/pagination';
import { formatCount, ListStatus } from '@/components/list-status';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCurrentUser } from '@/lib/current-user';
import { usePageInRange } from '@/lib/use-page-in-range';
import type { ApplicationKind } from '../application-kinds';
import { useApplications } from '../api/get-applications';
import { useApplicationFilters } from '../use-application-filters';
import { ApplicationList } from './application-list';
import { ApplicationListSkeleton } from './application-list-skeleton';
import { ApplicationToolbar } from './application-toolbar';

const tabLabels: Record<ApplicationStatus, string> = {
  pending: 'Pendentes',
  approved: 'Aprovadas',
  rejected: 'Reprovadas',
};

/** The review screen shared by /allowlists and /insertions. */
export function ApplicationReviewPage({ kind }: { kind: ApplicationKind }) {
  const filters = useApplicationFilters();
  const { status, search, page, setPage } = filters;
  const { user } = useCurrentUser();
  const list = useApplications(kind, { status, search, page });
  const canManage = user?.permissions[kind.managePermission] === true;
  const canViewQuestions = user?.permissions.view_allowlists_questions === true;

  const { total, totalPages } = usePageInRange(list, page, kind.pageSize, setPage);

  const results = list.isPending ? (
    <ApplicationListSkeleton count={kind.pageSize} label="Carregando..." />
  ) : list.isError ? (
    <ErrorState
      message={kind.texts.loadError}
      onRetry={() => void list.refetch()}
      retrying={list.isFetching}
    />
  ) : (
    <>
      <ListStatus
        count={formatCount(total, 'resultado', 'resultados')}
        fetching={list.isFetching}
        fetchingLabel="Atualizando lista..."
      />
      {list.data.items.length === 0 ? (
        <EmptyState message={kind.texts.empty}>
          {search ? (
            <Button variant="outline" size="sm" onClick={() => filters.setSearch('')}>
              Limpar busca
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ApplicationList
          // A new page, tab or search starts with every card closed.
          key={`${status}|${search}|${page}`}
          kind={kind}
          applications={list.data.items}
          stale={list.isPlaceholderData}
          canManage={canManage}
          canViewQuestions={canViewQuestions}
        />
      )}
      <PageStepper page={page} totalPages={totalPages} onPageChange={setPage} />
    </>
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <p className="text-sm text-muted-foreground">{kind.texts.intro}</p>
      <ApplicationToolbar
        kind={kind}
        status={status}
        search={search}
        onSearchChange={filters.setSearch}
      />
      <Tabs
        value={status}
        onValueChange={(value) => {
          const next = applicationStatuses.find((candidate) => candidate === value);
          if (next) filters.setStatus(next);
        }}
      >
        <TabsList aria-label="Situação" className="w-full sm:w-fit">
          {applicationStatuses.map((value) => (
            <TabsTrigger key={value} value={value}>
              {tabLabels[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Radix mounts only the active tab's content. */}
        {applicationStatuses.map((value) => (
          <TabsContent key={value} value={value} className="flex flex-col gap-4">
            {results}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
