import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DutySettings, UpdateDutySettings } from '@panel/contract/api/duty';
import { dutyEndpoints } from '@panel/contract/endpoints/duty';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { dutyKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export const dutySettingsMessages = {
  loadFailed: 'Erro ao carregar as configurações de serviço.',
  saved: 'Configurações de serviço salvas',
  saveFailed: 'Erro ao salvar as configurações de serviço',
} as const;

export function updateDutySettings(body: UpdateDutySettings): Promise<DutySettings> {
  return callEndpoint(dutyEndpoints.updateDutySettings, { body });
}

/** "Salvar": only the changed fields are sent; the answer is the settings as stored. */
export function useUpdateDutySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDutySettings,
    onSuccess: (settings) => {
      queryClient.setQueryData<DutySettings>(dutyKeys.settings, settings);
      toast.success(dutySettingsMessages.saved);
    },
    onError: (error) => {
      notifyError(dutySettingsMessages.saveFailed, error);
      return queryClient.invalidateQueries({ queryKey: dutyKeys.settings });
    },
  });
}
