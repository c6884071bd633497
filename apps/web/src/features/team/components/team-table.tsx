import type { TeamFigures, TeamLine, TeamOverview } from '@panel/contract/api/team';
import { ArrowDown, ArrowUp, IdCard } from 'lucide-react';
import { Link } from 'wouter';
import { memberFilePath } from '@panel/contract/api/member-values';
import { UserAvatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useCan } from '@/lib/use-can';
import { useNow } from '@/lib/use-now';
import { formatSince } from '../format';
import {
  sortTeamLines,
  teamColumns,
  type SortDirection,
  type TeamColumn,
  type TeamSortKey,
} from '../team-columns';

interface TeamTableProps {
  overview: TeamOverview;
  sort: TeamSortKey;
  direction: SortDirection;
  /** The address of a staff member's detail, with the period. */
  memberHref: (staffId: string) => string;
  stale: boolean;
}

/**
 * A column's heading: its name, and an arrow on the column the lines are sorted by. The order is
 * chosen above the table (`TeamSortControl`): a heading button would hide behind the table's
 * sideways scroll on a narrow screen, and no control may.
 */
function SortHeading({
  label,
  hint,
  column,
  sort,
  direction,
  className,
}: {
  label: string;
  hint?: string;
  column: TeamSortKey;
  sort: TeamSortKey;
  direction: SortDirection;
  className?: string;
}) {
  const active = column === sort;
  const Icon = direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      title={hint}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn(
        'px-2.5 py-2 text-right font-medium whitespace-nowrap',
        active && 'text-foreground',
        className,
      )}
    >
      <span className="inline-flex items-center gap-1">
        {label}
        {active ? <Icon aria-hidden="true" className="size-3.5" /> : null}
      </span>
    </th>
  );
}

/** A figure and, under it, the period before's ("antes 12"). */
function FigureCell({
  column,
  line,
}: {
  column: TeamColumn;
  line: Pick<TeamLine, 'current' | 'previous'>;
}) {
  const now = column.format(line.current);
  const before = column.format(line.previous);
  return (
    <td className="px-2.5 py-2 text-right align-top whitespace-nowrap tabular-nums">
      <span className="block font-medium">{now}</span>
      <span className="block text-xs text-muted-foreground">
        <span className="sr-only">período anterior: </span>
        <span aria-hidden="true">antes </span>
        {before}
      </span>
    </td>
  );
}

function decidedDetail(figures: TeamFigures): string {
  return `${figures.whitelistDecided} WL · ${figures.insertionDecided} insc.`;
}

/**
 * The staff's lines, in the chosen order: each figure with the period before's under it;
 * the name opens the staff member's detail and, for who may, a card icon their file. The table
 * scrolls sideways inside its box on a narrow screen, the names column staying in view.
 */
export function TeamTable({ overview, sort, direction, memberHref, stale }: TeamTableProps) {
  const canOpenFiles = useCan('view_members');
  const now = useNow(60_000);
  const lines = sortTeamLines(overview.staff, sort, direction);
  const headingProps = { sort, direction };
  // `relative`: the cells' screen-reader words are placed inside the scrolling box, not beside it.
  return (
    <div
      className={cn(
        'relative min-w-0 overflow-x-auto rounded-xl border bg-card transition-opacity',
        stale && 'opacity-60',
      )}
      aria-busy={stale || undefined}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">
          Equipe de {overview.period.from} a {overview.period.to}, com o período anterior
        </caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <SortHeading
              label="Membro"
              column="nome"
              className="sticky left-0 z-10 bg-muted text-left"
              {...headingProps}
            />
            {teamColumns.map((column) => (
              <SortHeading
                key={column.key}
                label={column.label}
                hint={column.hint}
                column={column.key}
                {...headingProps}
              />
            ))}
            <SortHeading label="Última atividade" column="atividade" {...headingProps} />
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.staffId} className="border-b last:border-b-0 hover:bg-muted/30">
              <th
                scope="row"
                className="sticky left-0 z-10 min-w-52 bg-card px-3 py-2 text-left align-top font-normal"
              >
                <div className="flex items-center gap-2">
                  <UserAvatar name={line.name} src={line.avatarUrl} className="size-7" />
                  <div className="grid min-w-0">
                    <Link
                      href={memberHref(line.staffId)}
                      className="max-w-40 truncate rounded-sm font-medium underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring/50"
                    >
                      {line.name}
                    </Link>
                    <span className="text-xs whitespace-nowrap text-muted-foreground">
                      {decidedDetail(line.current)}
                    </span>
                  </div>
                  {canOpenFiles ? (
                    <Link
                      href={memberFilePath(line.staffId)}
                      title={`Ficha de ${line.name}`}
                      className="ml-auto rounded-sm p-1 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring/50"
                    >
                      <IdCard aria-hidden="true" className="size-4" />
                      <span className="sr-only">Ficha de {line.name}</span>
                    </Link>
                  ) : null}
                </div>
              </th>
              {teamColumns.map((column) => (
                <FigureCell key={column.key} column={column} line={line} />
              ))}
              <td className="px-3 py-2 text-right align-top whitespace-nowrap">
                <span title={line.lastActivityAt ? formatDateTime(line.lastActivityAt) : undefined}>
                  {formatSince(line.lastActivityAt, now)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
        {overview.ownOnly || lines.length < 2 ? null : (
          <tfoot className="border-t-2 bg-muted/30">
            <tr>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-muted px-3 py-2 text-left font-semibold"
              >
                Equipe ({lines.length})
              </th>
              {teamColumns.map((column) => (
                <FigureCell key={column.key} column={column} line={overview.totals} />
              ))}
              <td />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
