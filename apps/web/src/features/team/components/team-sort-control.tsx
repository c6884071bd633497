import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { EnumSelect } from '@/components/enum-select';
import { Button } from '@/components/ui/button';
import { teamColumns, teamSortKeys, type SortDirection, type TeamSortKey } from '../team-columns';

const sortLabels = {
  nome: 'Membro',
  ...Object.fromEntries(teamColumns.map((column) => [column.key, column.label])),
  atividade: 'Última atividade',
} as Record<TeamSortKey, string>;

function directionLabel(sort: TeamSortKey, direction: SortDirection): string {
  if (sort === 'nome') return direction === 'asc' ? 'De A a Z' : 'De Z a A';
  if (sort === 'atividade')
    return direction === 'asc' ? 'Mais antiga primeiro' : 'Mais recente primeiro';
  return direction === 'asc' ? 'Menor primeiro' : 'Maior primeiro';
}

/** "Ordenar por" a figure, and which end first. */
export function TeamSortControl({
  sort,
  direction,
  onSortChange,
  onDirectionChange,
}: {
  sort: TeamSortKey;
  direction: SortDirection;
  onSortChange: (key: TeamSortKey) => void;
  onDirectionChange: (direction: SortDirection) => void;
}) {
  const Icon = direction === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="w-52">
        <EnumSelect
          id="team-sort"
          label="Ordenar por"
          values={teamSortKeys}
          labels={sortLabels}
          value={sort}
          onChange={onSortChange}
        />
      </div>
      <Button
        variant="outline"
        onClick={() => onDirectionChange(direction === 'asc' ? 'desc' : 'asc')}
      >
        <Icon aria-hidden="true" />
        {directionLabel(sort, direction)}
      </Button>
    </div>
  );
}
