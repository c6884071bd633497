import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MyApplication,
  SubmitInsertionBody,
  SubmitWhitelistBody,
} from '@panel/contract/api/applications';
import { applicationsEndpoints } from '@panel/contract/endpoints/applications';
import { callEndpoint } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';

export type Submission =
  | { formType: 'whitelist'; body: SubmitWhitelistBody }
  | { formType: 'insertion'; body: SubmitInsertionBody };

export function submitApplication(submission: Submission): Promise<MyApplication> {
  return submission.formType === 'whitelist'
    ? callEndpoint(applicationsEndpoints.submitWhitelist, { body: submission.body })
    : callEndpoint(applicationsEndpoints.submitInsertion, { body: submission.body });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.applications }),
  });
}
