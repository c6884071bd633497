import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormTriage, FormType, UpdateFormTriageBody } from '@panel/contract/api/forms';
import { formsEndpoints } from '@panel/contract/endpoints/forms';
import { callEndpoint } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { formTriageQueryOptions } from './get-form-triage';

export interface FormTriageUpdate {
  formType: FormType;
  body: UpdateFormTriageBody;
}

export function updateFormTriage({ formType, body }: FormTriageUpdate): Promise<FormTriage> {
  return callEndpoint(formsEndpoints.updateFormTriage, { params: { formType }, body });
}

export function useUpdateFormTriage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormTriage,
    onSuccess: (triage, { formType }) => {
      toast.success('Triagem e votos salvos com sucesso');
      queryClient.setQueryData(formTriageQueryOptions(formType).queryKey, triage);
    },
    onError: (error) => notifyError('Erro ao salvar a triagem', error),
  });
}
