import type { TeamPeriod } from '@panel/contract/api/team';
import { formatDay } from '@/lib/day-period';

/** "06/11/2026 a 05/12/2026, comparado a 07/10/2026 a 05/11/2026 (horário de Brasília)". */
export function PeriodCaption({ period, previous }: { period: TeamPeriod; previous?: TeamPeriod }) {
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">
        {formatDay(period.from)} a {formatDay(period.to)}
      </span>
      {previous ? `, comparado a ${formatDay(previous.from)} a ${formatDay(previous.to)}` : ''}{' '}
      (horário de Brasília)
    </p>
  );
}
