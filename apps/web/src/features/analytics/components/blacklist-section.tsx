import type { CommunityAnalytics } from '@panel/contract/api/analytics';
import { useMemo } from 'react';
import { SeriesChart } from '@/components/charts/series-chart';
import { formatCount, formatMonth } from '../format';
import { Section } from './section';

const countValue = (value: number) => formatCount(value);

/** Entries added and lifted per month, over the twelve months up to the period's end. */
export function BlacklistSection({ data }: { data: CommunityAnalytics['blacklist'] }) {
  const chart = useMemo(
    () => ({
      labels: data.months.map(formatMonth),
      series: [
        { label: 'Adicionadas', color: 2 as const, values: data.added },
        { label: 'Removidas', color: 3 as const, values: data.lifted },
      ],
    }),
    [data],
  );
  return (
    <Section
      id="analytics-blacklist"
      title="Blacklist"
      description="Os doze meses até o fim do período."
    >
      <SeriesChart
        title="Blacklist por mês"
        labels={chart.labels}
        labelHeading="Mês"
        series={chart.series}
        kind="line"
        whole
        formatValue={countValue}
      />
    </Section>
  );
}
