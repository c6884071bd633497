import { useCallback } from 'react';
import { useSearchParams } from 'wouter';

export const storeManageTabs = ['produtos', 'compras', 'pontos'] as const;
export type StoreManageTab = (typeof storeManageTabs)[number];

export function isStoreManageTab(value: string | null): value is StoreManageTab {
  return storeManageTabs.some((tab) => tab === value);
}

/**
 * The open tab lives in the URL (`?tab=produtos|compras|pontos`), so a reload or a shared
 * link stays on it. Another tab drops the previous tab's filters.
 */
export function useStoreManageTab(): [StoreManageTab, (tab: StoreManageTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isStoreManageTab(requested) ? requested : 'produtos';
  const setTab = useCallback(
    (next: StoreManageTab) =>
      setParams(next === 'produtos' ? new URLSearchParams() : new URLSearchParams({ tab: next }), {
        replace: true,
      }),
    [setParams],
  );
  return [tab, setTab];
}
