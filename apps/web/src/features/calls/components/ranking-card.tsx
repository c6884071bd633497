import { callPeriodLabels, callPeriods, type CallPeriod } from '@panel/contract/api/calls';
import { pageSizes } from '@panel/contract/constants';
import { EmptyState, ErrorState } from '@/components/query-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FilterTabs } from '@/components/filter-tabs';
import { useCallRanking } from '../api/get-call-ranking';
import { CallsListSkeleton } from './calls-list-skeleton';
import { RankingList } from './ranking-list';

const emptyTexts: Record<CallPeriod, string> = {
  today: 'Ninguém passou tempo em call hoje',
  week: 'Ninguém passou tempo em call nos últimos 7 dias',
  month: 'Ninguém passou tempo em call nos últimos 30 dias',
  all: 'Ninguém passou tempo em call ainda',
};

const periodTabs = callPeriods.map((value) => ({ value, label: callPeriodLabels[value] }));

interface RankingCardProps {
  period: CallPeriod;
  onPeriodChange: (period: CallPeriod) => void;
  className?: string;
}

/** "Top 5 - Maior Tempo em Call" over the chosen period; the server counts it. */
export function RankingCard({ period, onPeriodChange, className }: RankingCardProps) {
  const ranking = useCallRanking(period);

  let content;
  if (ranking.isPending) {
    content = <CallsListSkeleton count={pageSizes.ranking} label="Carregando ranking..." />;
  } else if (!ranking.data) {
    content = (
      <ErrorState
        message="Erro ao carregar o ranking de calls."
        onRetry={() => void ranking.refetch()}
        retrying={ranking.isFetching}
      />
    );
  } else if (ranking.data.data.length === 0) {
    content = <EmptyState message={emptyTexts[period]} />;
  } else {
    content = <RankingList users={ranking.data.data} stale={ranking.isPlaceholderData} />;
  }

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Top 5 - Maior Tempo em Call</CardTitle>
      </CardHeader>
      <CardContent>
        <FilterTabs
          label="Período"
          tabs={periodTabs}
          value={period}
          onValueChange={onPeriodChange}
          listClassName="w-full"
          triggerClassName="px-2 text-xs sm:text-sm"
        >
          {content}
        </FilterTabs>
      </CardContent>
    </Card>
  );
}
