import { callPeriodLabels, callPeriods, type CallPeriod } from '@panel/contract/api/calls';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/query-states';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FilterTabs } from '@/components/filter-tabs';
import { usePageInRange } from '@/lib/use-page-in-range';
import { rankingPageSize, useCallRanking } from '../api/get-call-ranking';
import { CallsListSkeleton } from './calls-list-skeleton';
import { RankingList } from './ranking-list';

/** The period as the title says it: "Ranking — últimos 7 dias". */
const periodTitles: Record<CallPeriod, string> = {
  today: 'hoje',
  week: 'últimos 7 dias',
  month: 'últimos 30 dias',
  all: 'desde sempre',
};

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
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  className?: string;
}

/**
 * "Ranking — últimos 7 dias": every member with time in voice over the chosen period, most
 * first, a page at a time; the server counts it.
 */
export function RankingCard({
  period,
  onPeriodChange,
  page,
  onPageChange,
  className,
}: RankingCardProps) {
  const ranking = useCallRanking(period, page);
  const { total, totalPages } = usePageInRange(ranking, page, rankingPageSize, onPageChange);

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Ranking — {periodTitles[period]}</CardTitle>
      </CardHeader>
      {/* A container: the tabs are as small in the side column as on a phone, and wrap rather
          than scroll where even that does not fit. */}
      <CardContent className="@container">
        <FilterTabs
          label="Período"
          tabs={periodTabs}
          value={period}
          onValueChange={onPeriodChange}
          listClassName="h-auto w-full flex-wrap"
          triggerClassName="px-2 text-xs @sm:text-sm"
          contentClassName="flex flex-col gap-3"
        >
          <PagedList
            list={ranking}
            loading={<CallsListSkeleton count={5} label="Carregando ranking..." />}
            errorMessage="Erro ao carregar o ranking de calls."
            noun={['membro', 'membros']}
            fetchingLabel="Atualizando ranking..."
            empty={<EmptyState message={emptyTexts[period]} />}
            total={total}
            page={page}
            totalPages={totalPages}
            onPageChange={onPageChange}
            pagerLabel="Páginas do ranking"
          >
            {(users, stale) => (
              <RankingList
                users={users}
                topSeconds={ranking.data?.extra.topSeconds ?? 0}
                stale={stale}
              />
            )}
          </PagedList>
        </FilterTabs>
      </CardContent>
    </Card>
  );
}
