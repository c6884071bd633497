import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { StoreSettings, UpdateStoreSettingsBody } from '@panel/contract/api/store';
import { staleTimes } from '@panel/contract/constants';
import { storeEndpoints } from '@panel/contract/endpoints/store';
import { callEndpoint } from '@/lib/api-client';
import { storeKeys } from '@/lib/query-keys';

export function getStoreSettings(signal?: AbortSignal): Promise<StoreSettings> {
  return callEndpoint(storeEndpoints.storeSettings, { signal });
}

export function storeSettingsQueryOptions() {
  return queryOptions({
    queryKey: storeKeys.settings,
    queryFn: ({ signal }) => getStoreSettings(signal),
    staleTime: staleTimes.status,
  });
}

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}

export function updateStoreSettings(body: UpdateStoreSettingsBody): Promise<StoreSettings> {
  return callEndpoint(storeEndpoints.updateStoreSettings, { body });
}

/** "Salvar": the answer is the settings as stored; the form shows a refusal itself. */
export function useUpdateStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData<StoreSettings>(storeKeys.settings, settings);
      toast.success('Pontos por minuto salvos');
    },
  });
}
