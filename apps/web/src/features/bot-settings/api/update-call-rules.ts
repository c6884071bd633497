import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CallRules } from '@panel/contract/api/calls';
import { callsEndpoints } from '@panel/contract/endpoints/calls';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { callKeys } from '@/lib/query-keys';

export const callRulesMessages = {
  saved: 'Regras de contagem salvas',
  saveFailed: 'Erro ao salvar as regras de contagem',
} as const;

export function updateCallRules(body: Partial<CallRules>): Promise<CallRules> {
  return callEndpoint(callsEndpoints.updateCallRules, { body });
}

/** One switch, saved as it is flipped; the answer is the rules as stored. */
export function useUpdateCallRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCallRules,
    onSuccess: (rules) => {
      queryClient.setQueryData<CallRules>(callKeys.rules, rules);
      toast.success(callRulesMessages.saved);
    },
    onError: (error) => {
      notifyError(callRulesMessages.saveFailed, error);
      return queryClient.invalidateQueries({ queryKey: callKeys.rules });
    },
  });
}
