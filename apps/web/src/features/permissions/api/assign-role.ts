import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { staffUserSchema, type RoleAssignment, type StaffUser } from '@panel/contract/api/users';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { permissionsKeys } from './keys';

export function assignRole(input: RoleAssignment): Promise<StaffUser> {
  return api.post('/api/users/role', input, { schema: staffUserSchema });
}

export function useAssignRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRole,
    onSuccess: async () => {
      toast.success('Cargo adicionado com sucesso!');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: permissionsKeys.staff }),
        queryClient.invalidateQueries({ queryKey: permissionsKeys.roles }),
      ]);
    },
    onError: (error) => notifyError('Erro ao adicionar cargo. Tente novamente.', error),
  });
}
