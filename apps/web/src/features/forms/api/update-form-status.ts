import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  formStatusSchema,
  type FormStatus,
  type FormType,
  type UpdateFormStatusBody,
} from '@panel/contract/api/forms';
import { api } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { formStatusPaths, formStatusQueryOptions } from './get-form-status';

export interface FormStatusUpdate {
  formType: FormType;
  body: UpdateFormStatusBody;
}

export function updateFormStatus({ formType, body }: FormStatusUpdate): Promise<FormStatus> {
  return api.post(formStatusPaths[formType], body, { schema: formStatusSchema });
}

export function useUpdateFormStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormStatus,
    onSuccess: async (status, { formType }) => {
      // The spec uses the whitelist wording for both forms.
      toast.success('Status da whitelist atualizado com sucesso!');
      const { queryKey } = formStatusQueryOptions(formType);
      queryClient.setQueryData(queryKey, status);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) =>
      notifyError('Erro ao atualizar status da whitelist. Tente novamente.', error),
  });
}
