import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormType } from '@panel/contract/api/forms';
import { appealsEndpoints } from '@panel/contract/endpoints/appeals';
import { rejectionReasonsEndpoints as endpoints } from '@panel/contract/endpoints/rejection-reasons';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { rejectionReasonKeys } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const formEndpoints = {
  whitelist: {
    create: endpoints.createAllowlistReason,
    update: endpoints.updateAllowlistReason,
    remove: endpoints.deleteAllowlistReason,
  },
  insertion: {
    create: endpoints.createInsertionReason,
    update: endpoints.updateInsertionReason,
    remove: endpoints.deleteInsertionReason,
  },
  appeal: {
    create: appealsEndpoints.createAppealReason,
    update: appealsEndpoints.updateAppealReason,
    remove: appealsEndpoints.deleteAppealReason,
  },
} as const;

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
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: rejectionReasonKeys.form(formType) }),
  });
}
