import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppealLimits, UpdateAppealLimitsBody } from '@panel/contract/api/appeals';
import { appealsEndpoints } from '@panel/contract/endpoints/appeals';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { appealLimitsQueryOptions } from './get-appeal-limits';

export function updateAppealLimits(body: UpdateAppealLimitsBody): Promise<AppealLimits> {
  return callEndpoint(appealsEndpoints.updateAppealLimits, { body });
}

export function useUpdateAppealLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppealLimits,
    onSuccess: (limits) => {
      toast.success('Limites das apelações salvos com sucesso');
      queryClient.setQueryData(appealLimitsQueryOptions().queryKey, limits);
    },
    onError: (error) => notifyError('Erro ao salvar os limites das apelações', error),
  });
}
