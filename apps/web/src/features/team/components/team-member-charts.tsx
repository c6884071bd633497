import type { TeamDay } from '@panel/contract/api/team';
import { useMemo, type ReactNode } from 'react';
import { SeriesChart, type ChartSeries } from '@/components/charts/series-chart';
import { formatDayMonth } from '@/lib/day-period';
import { formatCount, formatHours, formatWait } from '../format';

const countValue = (value: number) => formatCount(value);
const hoursValue = (value: number) => formatHours(value);
const waitValue = (value: number) => formatWait(value);

/**
 * One staff member's days as charts: decisions (approved over rejected), hours on duty, the
 * day's median wait and tickets handled; each with its table, and the day series' CSV beside it.
 */
export function TeamMemberCharts({ days, exportLink }: { days: TeamDay[]; exportLink: ReactNode }) {
  const charts = useMemo(() => {
    const labels = days.map((day) => formatDayMonth(day.day));
    const series = (
      label: string,
      color: ChartSeries['color'],
      read: (day: TeamDay) => number | null,
    ) => [{ label, color, values: days.map(read) }];
    return {
      labels,
      decisions: [
        { label: 'Aprovadas', color: 3 as const, values: days.map((day) => day.approved) },
        { label: 'Reprovadas', color: 2 as const, values: days.map((day) => day.rejected) },
      ],
      duty: series('Em serviço', 1, (day) => day.dutyHours),
      wait: series('Espera mediana', 4, (day) => day.medianWaitHours),
      tickets: series('Tickets', 5, (day) => day.ticketsHandled),
    };
  }, [days]);
  const common = { labels: charts.labels, labelHeading: 'Dia', actions: exportLink };
  return (
    <div className="grid min-w-0 gap-4 xl:grid-cols-2">
      <SeriesChart
        {...common}
        title="Decisões por dia"
        description="Whitelists e inscrições aprovadas e reprovadas."
        series={charts.decisions}
        stacked
        whole
        formatValue={countValue}
      />
      <SeriesChart
        {...common}
        title="Horas em serviço por dia"
        series={charts.duty}
        formatValue={hoursValue}
      />
      <SeriesChart
        {...common}
        title="Espera mediana por dia"
        description="Do envio à decisão, das decididas no dia (±9%)."
        series={charts.wait}
        kind="line"
        formatValue={waitValue}
      />
      <SeriesChart
        {...common}
        title="Tickets por dia"
        description="Aprovados, reprovados ou cancelados."
        series={charts.tickets}
        whole
        formatValue={countValue}
      />
    </div>
  );
}
