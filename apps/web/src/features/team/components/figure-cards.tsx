import type { TeamFigures } from '@panel/contract/api/team';
import { cn } from '@/lib/cn';
import { teamColumns, type TeamSortKey } from '../team-columns';

const shown: readonly TeamSortKey[] = ['decididas', 'aprovacao', 'espera', 'tickets', 'servico'];

/**
 * The period's main figures as cards, each with the period before's beside it: the team's on
 * the table's page, one staff member's on their detail.
 */
export function FigureCards({
  current,
  previous,
  className,
}: {
  current: TeamFigures;
  previous: TeamFigures;
  className?: string;
}) {
  const columns = teamColumns.filter((column) => shown.includes(column.key));
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5', className)}>
      {columns.map((column) => (
        <div
          key={column.key}
          className="grid gap-1 rounded-xl border bg-card p-3"
          title={column.hint}
        >
          <dt className="text-xs text-muted-foreground">{column.label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{column.format(current)}</dd>
          <dd className="text-xs text-muted-foreground tabular-nums">
            <span className="sr-only">período anterior: </span>
            <span aria-hidden="true">antes </span>
            {column.format(previous)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
