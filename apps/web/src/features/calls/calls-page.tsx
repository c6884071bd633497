import { callMessages } from '@panel/contract/api/calls';
import { ConnectedCard } from './components/connected-card';
import { RankingCard } from './components/ranking-card';
import { useCallsFilters } from './use-calls-filters';

/**
 * /calls: who is in voice now, with mute and remove, and the ranking of time in voice: beside
 * the list on wide screens (the page's wide column), after it on phones and tablets.
 */
export function CallsPage() {
  const filters = useCallsFilters();
  return (
    <div data-page-width="wide" className="flex w-full flex-col gap-4">
      <p className="text-sm text-muted-foreground">{callMessages.subtitle}</p>
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <ConnectedCard filters={filters} />
        <RankingCard
          period={filters.period}
          onPeriodChange={filters.setPeriod}
          page={filters.rankingPage}
          onPageChange={filters.setRankingPage}
        />
      </div>
    </div>
  );
}
