import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { FormStatus, FormType, UpdateFormStatusBody } from '@panel/contract/api/forms';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { formStatusEndpoints, formStatusQueryOptions } from './get-form-status';

export interface FormStatusUpdate {
  formType: FormType;
  body: UpdateFormStatusBody;
}

export function updateFormStatus({ formType, body }: FormStatusUpdate): Promise<FormStatus> {
  return callEndpoint(formStatusEndpoints[formType].update, { body });
}

// The spec uses the whitelist wording for its two forms; the appeals name themselves.
const statusOf = (formType: FormType) =>
  formType === 'appeal' ? 'Status das apelações' : 'Status da whitelist';

export function useUpdateFormStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormStatus,
    onSuccess: async (status, { formType }) => {
      toast.success(`${statusOf(formType)} atualizado com sucesso!`);
      const { queryKey } = formStatusQueryOptions(formType);
      queryClient.setQueryData(queryKey, status);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error, { formType }) =>
      notifyError(`Erro ao atualizar ${statusOf(formType).toLowerCase()}. Tente novamente.`, error),
  });
}
