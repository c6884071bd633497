import { useCallback } from 'react';
import { ErrorState } from '@/components/error-state';
import { EmptyState } from '@/components/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { exportTeamHref, useTeamOverview } from './api/get-team-overview';
import { ExportLink } from '@/components/export-link';
import { FigureCards } from './components/figure-cards';
import { OnDutyCard } from './components/on-duty-card';
import { PeriodCaption } from '@/components/period-caption';
import { DayPeriodPicker } from '@/components/day-period-picker';
import { TeamSortControl } from './components/team-sort-control';
import { TeamTable } from './components/team-table';
import { dayPeriodQuery, dayPeriodSearch, useDayPeriod } from '@/lib/day-period';
import { useTeamSort } from './use-team-sort';

/**
 * /team ("Equipe"): each staff member's work in the period beside the period before, sorted by any
 * figure,
 * with who is on duty now. Without "Ver análise da equipe" the server sends one's own line only
 * (docs/decisions/2026-12-05-team-analytics.md).
 */
export function TeamPage() {
  const [period, setPeriod] = useDayPeriod();
  const query = dayPeriodQuery(period);
  const overview = useTeamOverview(query);
  const { sort, direction, setSort, setDirection } = useTeamSort();
  const search = dayPeriodSearch(period);
  const memberHref = useCallback((staffId: string) => `/team/${staffId}${search}`, [search]);
  const data = overview.data;

  return (
    // Wide: thirteen columns fit beside each other from about 1400 px.
    <div data-page-width="wide" className="flex w-full min-w-0 flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Quem decidiu o quê, em quanto tempo, e quanto tempo esteve em serviço. Cada número traz
        embaixo o do período anterior, de mesmo tamanho.
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <DayPeriodPicker value={period} onChange={setPeriod} className="w-full sm:w-auto" />
        <ExportLink href={exportTeamHref(query)} />
      </div>
      {data ? <PeriodCaption period={data.period} previous={data.previousPeriod} /> : null}
      {data?.ownOnly ? (
        <p className="rounded-lg border bg-muted/40 px-3 py-2 text-sm">
          Você vê só a sua linha. A equipe toda aparece para quem tem a permissão “Ver análise da
          equipe”.
        </p>
      ) : null}
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {data ? (
          <FigureCards current={data.totals.current} previous={data.totals.previous} />
        ) : overview.isPending ? (
          <Skeleton className="h-24 w-full rounded-xl" />
        ) : (
          <div />
        )}
        <OnDutyCard />
      </div>
      {overview.isPending ? (
        <Skeleton className="h-72 w-full rounded-xl" aria-label="Carregando a equipe..." />
      ) : overview.isError && !data ? (
        <ErrorState
          message="Erro ao carregar a equipe."
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : data && data.staff.length === 0 ? (
        <EmptyState message="Ninguém da equipe no período." />
      ) : data ? (
        <div className="grid min-w-0 gap-3">
          <TeamSortControl
            sort={sort}
            direction={direction}
            onSortChange={setSort}
            onDirectionChange={setDirection}
          />
          <TeamTable
            overview={data}
            sort={sort}
            direction={direction}
            memberHref={memberHref}
            stale={overview.isPlaceholderData}
          />
        </div>
      ) : null}
    </div>
  );
}
