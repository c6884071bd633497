import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormType } from '@panel/contract/api/forms';
import type { RejectionReason } from '@panel/contract/api/rejection-reasons';
import { staleTimes } from '@panel/contract/constants';
import { rejectionReasonsEndpoints as endpoints } from '@panel/contract/endpoints/rejection-reasons';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { rejectionReasonKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/** The same key as the review pages' reject dialog, which offers these reasons. */
export const rejectionReasonsKey = rejectionReasonKeys.form;

const formEndpoints = {
  whitelist: {
    list: endpoints.listAllowlistReasons,
    create: endpoints.createAllowlistReason,
    update: endpoints.updateAllowlistReason,
    remove: endpoints.deleteAllowlistReason,
  },
  insertion: {
    list: endpoints.listInsertionReasons,
    create: endpoints.createInsertionReason,
    update: endpoints.updateInsertionReason,
    remove: endpoints.deleteInsertionReason,
  },
} as const;

export function rejectionReasonsQueryOptions(formType: FormType) {
  return queryOptions({
    queryKey: rejectionReasonsKey(formType),
    queryFn: ({ signal }): Promise<RejectionReason[]> =>
      callEndpoint(formEndpoints[formType].list, { signal }),
    staleTime: staleTimes.list,
  });
}

export function useRejectionReasons(formType: FormType) {
  return useQuery(rejectionReasonsQueryOptions(formType));
}

type ReasonChange =
  | { action: 'create'; text: string }
  | { action: 'update'; id: string; text: string }
  | { action: 'remove'; id: string };

const messages = {
  create: { done: 'Motivo adicionado', failed: 'Erro ao adicionar o motivo' },
  update: { done: 'Motivo alterado', failed: 'Erro ao alterar o motivo' },
  remove: { done: 'Motivo excluído', failed: 'Erro ao excluir o motivo' },
};

export async function changeRejectionReason(
  formType: FormType,
  change: ReasonChange,
): Promise<void> {
  const forForm = formEndpoints[formType];
  if (change.action === 'create') {
    await callEndpoint(forForm.create, { body: { text: change.text } });
  } else if (change.action === 'update') {
    await callEndpoint(forForm.update, { params: { id: change.id }, body: { text: change.text } });
  } else {
    await callEndpoint(forForm.remove, { params: { id: change.id } });
  }
}

/** Adds, edits or deletes one of the form's reasons; the server's refusal shows as is. */
export function useChangeRejectionReason(formType: FormType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReasonChange) => changeRejectionReason(formType, change),
    onSuccess: (_, { action }) => toast.success(messages[action].done),
    onError: (error, { action }) => notifyError(messages[action].failed, error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rejectionReasonsKey(formType) }),
  });
}
