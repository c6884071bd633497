import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RoleAssignment } from '@panel/contract/api/users';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { permissionsKeys } from './keys';

export function removeRole(input: RoleAssignment): Promise<void> {
  return api.delete('/api/users/role', input);
}

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSuccess: async () => {
      toast.success('Cargo removido com sucesso!');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionsKeys.staff }),
        queryClient.invalidateQueries({ queryKey: permissionsKeys.roles }),
      ]);
    },
    onError: (error) => notifyError('Erro ao remover cargo. Tente novamente.', error),
  });
}
