import { useQueryClient } from '@tanstack/react-query';
import { botSettingsKeys, dashboardQueryKey, deliveryKeys } from '@/lib/query-keys';

/**
 * After any action on deliveries, even a refused one (someone else acted first): the lists,
 * the dashboard's failure count and the per-setting skipped counts may all have changed.
 */
export function useRefreshDeliveries() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      queryClient.invalidateQueries({ queryKey: botSettingsKeys.view }),
    ]);
}
