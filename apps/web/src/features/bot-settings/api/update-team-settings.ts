import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamSettings, UpdateTeamSettings } from '@panel/contract/api/team-accountability';
import { teamEndpoints } from '@panel/contract/endpoints/team';
import { callEndpoint } from '@/lib/api-client';
import { teamAccountabilityKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export const teamSettingsMessages = {
  saved: 'Configurações da equipe salvas',
  saveFailed: 'Erro ao salvar as configurações da equipe',
} as const;

export function updateTeamSettings(body: UpdateTeamSettings): Promise<TeamSettings> {
  return callEndpoint(teamEndpoints.updateTeamSettings, { body });
}

/**
 * Saves the card "Equipe"; the answer is the settings as stored. Who went quiet depends on the
 * days, so the dashboard's list is asked again. A failure is the form's to show.
 */
export function useUpdateTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeamSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData<TeamSettings>(teamAccountabilityKeys.settings, settings);
      toast.success(teamSettingsMessages.saved);
      return queryClient.invalidateQueries({ queryKey: teamAccountabilityKeys.inactive });
    },
  });
}
