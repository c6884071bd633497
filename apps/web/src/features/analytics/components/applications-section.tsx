import type { CommunityAnalytics } from '@panel/contract/api/analytics';
import { useMemo, type ReactNode } from 'react';
import { SeriesChart } from '@/components/charts/series-chart';
import { formatCount, formatShare } from '../format';
import { ListCard } from './list-card';
import { Section } from './section';

const countValue = (value: number) => formatCount(value);

function waitText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${formatCount(Math.round(hours * 10) / 10)} h`;
  return `${formatCount(Math.round((hours / 24) * 10) / 10)} dias`;
}

/** Submitted, approved and rejected per day; the whitelist's way from submission to the game. */
export function ApplicationsSection({
  data,
  labels,
  exportLink,
}: {
  data: CommunityAnalytics['applications'];
  labels: readonly string[];
  exportLink: ReactNode;
}) {
  const series = useMemo(
    () => [
      { label: 'Enviadas', color: 1 as const, values: data.submitted },
      { label: 'Aprovadas', color: 3 as const, values: data.approved },
      { label: 'Reprovadas', color: 2 as const, values: data.rejected },
    ],
    [data],
  );
  const { funnel } = data;
  const steps = [
    { label: 'Whitelists enviadas', value: funnel.submitted, of: null },
    { label: 'Aprovadas', value: funnel.approved, of: funnel.submitted },
    { label: 'Entraram no jogo', value: funnel.joined, of: funnel.approved },
  ];
  const top = Math.max(1, funnel.submitted);
  return (
    <Section
      id="analytics-applications"
      title="Solicitações"
      description="Whitelists e inscrições enviadas e decididas por dia."
    >
      <SeriesChart
        title="Solicitações por dia"
        labels={labels}
        labelHeading="Dia"
        series={series}
        kind="line"
        whole
        formatValue={countValue}
        actions={exportLink}
      />
      <ListCard
        title="Do envio ao jogo"
        description={`Whitelists enviadas no período. Espera mediana até a decisão: ${waitText(data.medianWaitHours)}.`}
      >
        <ol aria-label="Funil da whitelist" className="grid gap-3">
          {steps.map((step) => (
            <li key={step.label} className="grid gap-1 text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span>{step.label}</span>
                <span className="font-medium tabular-nums">
                  {formatCount(step.value)}
                  {step.of === null ? null : (
                    <span className="ml-1 text-xs font-normal text-muted-foreground">
                      ({formatShare(step.value, step.of)} da etapa anterior)
                    </span>
                  )}
                </span>
              </div>
              <div aria-hidden="true" className="h-3 rounded-sm bg-muted">
                <div
                  className="h-full rounded-sm bg-chart-3"
                  style={{ width: `${(step.value / top) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      </ListCard>
    </Section>
  );
}
