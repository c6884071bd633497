import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

/**
 * The open tab of a page with tabs, kept in the URL (`?tab=…`; the first tab has none), so a
 * reload or a shared link opens the same tab. Opening another tab drops the previous tab's
 * filters; an unknown value opens the first tab. Every page with tabs in its URL uses this.
 */
export function useUrlTab<const T extends string>(
  tabs: readonly [T, ...T[]],
  param = 'tab',
): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get(param);
  const tab = tabs.find((candidate) => candidate === requested) ?? tabs[0];
  const setTab = useCallback(
    (next: string) => {
      if (!tabs.some((candidate) => candidate === next)) return;
      setParams(next === tabs[0] ? new URLSearchParams() : new URLSearchParams({ [param]: next }), {
        replace: true,
      });
    },
    [tabs, param, setParams],
  );
  return [tab, setTab];
}
