import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  botSettingsMessages,
  type BotSettingsView,
  type UpdateBotSettings,
  type UpdateBotSettingsResult,
} from '@panel/contract/api/bot-settings';
import { botSettingsEndpoints } from '@panel/contract/endpoints/bot-settings';
import { callEndpoint } from '@/lib/api-client';
import { botSettingsKeys } from '@/lib/query-keys';

export function updateBotSettings(body: UpdateBotSettings): Promise<UpdateBotSettingsResult> {
  return callEndpoint(botSettingsEndpoints.updateBotSettings, { body });
}

/** "Salvar IDs": the answer is the new view (saved ids, their checks), put straight in the cache. */
export function useUpdateBotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBotSettings,
    onSuccess: ({ changed: _changed, ...view }) => {
      queryClient.setQueryData<BotSettingsView>(botSettingsKeys.view, view);
      toast.success(botSettingsMessages.saved);
    },
    onError: (error) => {
      console.error(error);
      toast.error(botSettingsMessages.saveFailed);
    },
  });
}
