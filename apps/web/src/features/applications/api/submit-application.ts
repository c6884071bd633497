import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  myApplicationSchema,
  type MyApplication,
  type SubmitInsertionBody,
  type SubmitWhitelistBody,
} from '@panel/contract/api/applications';
import { api } from '@/lib/api-client';
import { applyKeys } from './public-form-keys';

export type Submission =
  | { formType: 'whitelist'; body: SubmitWhitelistBody }
  | { formType: 'insertion'; body: SubmitInsertionBody };

export function submitApplication({ formType, body }: Submission): Promise<MyApplication> {
  return api.post(`/api/forms/${formType}/applications`, body, { schema: myApplicationSchema });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applyKeys.myApplications }),
  });
}
