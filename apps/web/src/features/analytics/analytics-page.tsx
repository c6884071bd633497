import { useMemo } from 'react';
import { DayPeriodPicker } from '@/components/day-period-picker';
import { ExportLink } from '@/components/export-link';
import { PeriodCaption } from '@/components/period-caption';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { dayPeriodQuery, formatDayMonth, useDayPeriod } from '@/lib/day-period';
import { exportCommunityAnalyticsHref, useCommunityAnalytics } from './api/get-community-analytics';
import { ApplicationsSection } from './components/applications-section';
import { BlacklistSection } from './components/blacklist-section';
import { GameSection } from './components/game-section';
import { StoreSection } from './components/store-section';
import { VoiceSection } from './components/voice-section';

function AnalyticsSkeleton() {
  return (
    <div className="grid gap-4 xl:grid-cols-2" aria-label="Carregando os gráficos...">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-72 w-full rounded-xl" />
      ))}
    </div>
  );
}

/**
 * /analytics ("Comunidade"): how the community moves in the period, read from rollups kept as
 * things happen (docs/decisions/2026-12-05-community-analytics.md); each chart with its table
 * (docs/decisions/2026-12-05-charts.md).
 */
export function AnalyticsPage() {
  const [period, setPeriod] = useDayPeriod();
  const query = dayPeriodQuery(period);
  const analytics = useCommunityAnalytics(query);
  const data = analytics.data;
  const labels = useMemo(() => data?.days.map(formatDayMonth) ?? [], [data]);
  const href = exportCommunityAnalyticsHref(query);
  const exportLink = <ExportLink href={href} label="CSV" />;

  return (
    <div data-page-width="wide" className="flex w-full min-w-0 flex-col gap-6">
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          Solicitações, calls, loja, conexões ao jogo e blacklist ao longo do tempo. Cada gráfico
          tem os números em tabela logo abaixo.
        </p>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <DayPeriodPicker value={period} onChange={setPeriod} className="w-full sm:w-auto" />
          <ExportLink href={href} />
        </div>
        {data ? <PeriodCaption period={data.period} /> : null}
      </div>
      {analytics.isPending ? (
        <AnalyticsSkeleton />
      ) : analytics.isError && !data ? (
        <ErrorState
          message="Erro ao carregar os gráficos da comunidade."
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : data ? (
        <div
          className={analytics.isPlaceholderData ? 'grid gap-8 opacity-60' : 'grid gap-8'}
          aria-busy={analytics.isPlaceholderData || undefined}
        >
          <ApplicationsSection data={data.applications} labels={labels} exportLink={exportLink} />
          <VoiceSection data={data.voice} labels={labels} exportLink={exportLink} />
          <StoreSection data={data.store} labels={labels} exportLink={exportLink} />
          <GameSection data={data.game} labels={labels} exportLink={exportLink} />
          <BlacklistSection data={data.blacklist} />
        </div>
      ) : null}
    </div>
  );
}
