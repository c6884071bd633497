import { callMessages } from '@panel/contract/api/calls';
import { ConnectedCard } from './components/connected-card';
import { RankingCard } from './components/ranking-card';
import { useCallsFilters } from './use-calls-filters';

/** /calls: who is in voice now, with mute and remove, and who spent the most time there. */
export function CallsPage() {
  const filters = useCallsFilters();
  return (
    <div className="flex w-full flex-col gap-4">
      <p className="text-sm text-muted-foreground">{callMessages.subtitle}</p>
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-5">
        <RankingCard
          period={filters.period}
          onPeriodChange={filters.setPeriod}
          className="xl:col-span-2"
        />
        <ConnectedCard filters={filters} className="xl:col-span-3" />
      </div>
    </div>
  );
}
