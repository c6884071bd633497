import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

export type UpdateFilters<T> = (changes: Partial<T>, options?: { replace?: boolean }) => void;

/**
 * Filters kept in the query string, so a reload, the back button or a shared link shows
 * the same page. `parse` falls back to defaults for stale links; `write` leaves defaults
 * out to keep links short. Both must be stable (module-level) functions.
 */
export function useUrlFilters<T extends object>(
  parse: (params: URLSearchParams) => T,
  write: (params: URLSearchParams, filters: T) => void,
): [T, UpdateFilters<T>] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [parse, params]);
  const update = useCallback<UpdateFilters<T>>(
    (changes, options) => {
      setParams((previous) => {
        const result = new URLSearchParams(previous);
        write(result, { ...parse(previous), ...changes });
        return result;
      }, options);
    },
    [parse, write, setParams],
  );
  return [filters, update];
}

/** Sets a query parameter, or removes it when the value is the default (empty). */
export function setOrDelete(params: URLSearchParams, key: string, value: string): void {
  if (value) params.set(key, value);
  else params.delete(key);
}
