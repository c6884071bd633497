import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffSecurity } from '@panel/contract/api/staff-security';
import { permissionsEndpoints } from '@panel/contract/endpoints/permissions';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { roleKeys, userKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

export function updateStaffSecurity(body: StaffSecurity): Promise<StaffSecurity> {
  return callEndpoint(permissionsEndpoints.updateStaffSecurity, { body });
}

export function useUpdateStaffSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaffSecurity,
    onSuccess: (saved) => {
      queryClient.setQueryData(roleKeys.staffSecurity, saved);
      toast.success(
        saved.requireDiscordMfa
          ? 'A equipe agora precisa da autenticação em duas etapas do Discord.'
          : 'A autenticação em duas etapas deixou de ser exigida da equipe.',
      );
    },
    onError: (error) => notifyError('Erro ao salvar a configuração. Tente novamente.', error),
    // Who is held back shows in the sessions' list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.sessions }),
  });
}
