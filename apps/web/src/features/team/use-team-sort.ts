import { useCallback } from 'react';
import { useUrlFilters } from '@/lib/use-url-filters';
import { teamSortKeys, type SortDirection, type TeamSortKey } from './team-columns';

interface TeamSort {
  sort: TeamSortKey;
  direction: SortDirection;
}

/** Most decided first, unless the address says otherwise. */
const defaultSort: TeamSort = { sort: 'decididas', direction: 'desc' };

function parse(params: URLSearchParams): TeamSort {
  const sort = teamSortKeys.find((key) => key === params.get('ordem'));
  if (!sort) return defaultSort;
  return { sort, direction: params.get('sentido') === 'asc' ? 'asc' : 'desc' };
}

function write(params: URLSearchParams, { sort, direction }: TeamSort): void {
  params.delete('ordem');
  params.delete('sentido');
  if (sort === defaultSort.sort && direction === defaultSort.direction) return;
  params.set('ordem', sort);
  params.set('sentido', direction);
}

/**
 * The table's order, kept in the address (`?ordem=espera&sentido=asc`). Another figure starts
 * from the most (names: from A).
 */
export function useTeamSort(): TeamSort & {
  setSort: (key: TeamSortKey) => void;
  setDirection: (direction: SortDirection) => void;
} {
  const [sort, update] = useUrlFilters(parse, write);
  const setSort = useCallback(
    (key: TeamSortKey) =>
      update({ sort: key, direction: key === 'nome' ? 'asc' : 'desc' }, { replace: true }),
    [update],
  );
  const setDirection = useCallback(
    (direction: SortDirection) => update({ direction }, { replace: true }),
    [update],
  );
  return { ...sort, setSort, setDirection };
}
