import type { CommunityAnalytics } from '@panel/contract/api/analytics';
import { useMemo, type ReactNode } from 'react';
import { RankedBars } from '@/components/charts/ranked-bars';
import { SeriesChart } from '@/components/charts/series-chart';
import { formatCount } from '../format';
import { ListCard } from './list-card';
import { Section } from './section';

const countValue = (value: number) => formatCount(value);

/** Points earned and spent per day, refunds, and the products sold most. */
export function StoreSection({
  data,
  labels,
  exportLink,
}: {
  data: CommunityAnalytics['store'];
  labels: readonly string[];
  exportLink: ReactNode;
}) {
  const points = useMemo(
    () => [
      { label: 'Ganhos', color: 3 as const, values: data.earned },
      { label: 'Gastos', color: 2 as const, values: data.spent },
    ],
    [data],
  );
  const refunds = useMemo(
    () => [{ label: 'Reembolsos', color: 4 as const, values: data.refunds }],
    [data],
  );
  return (
    <Section
      id="analytics-store"
      title="Loja"
      description="Pontos ganhos em call, códigos e pela equipe, e gastos na loja."
    >
      <SeriesChart
        title="Pontos por dia"
        labels={labels}
        labelHeading="Dia"
        series={points}
        kind="line"
        whole
        formatValue={countValue}
        actions={exportLink}
      />
      <ListCard title="Produtos mais vendidos" description="Compras reembolsadas não contam.">
        <RankedBars
          label="Produtos mais vendidos"
          empty="Nenhuma venda no período."
          items={data.topProducts.map((product) => ({
            key: product.productId,
            label: product.name,
            value: product.sold,
            text: `${formatCount(product.sold)} ${product.sold === 1 ? 'venda' : 'vendas'} · ${formatCount(product.points)} pts`,
          }))}
        />
      </ListCard>
      <SeriesChart
        title="Reembolsos por dia"
        labels={labels}
        labelHeading="Dia"
        series={refunds}
        whole
        formatValue={countValue}
        actions={exportLink}
      />
    </Section>
  );
}
