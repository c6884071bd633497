import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MyApplication,
  SubmitInsertionBody,
  SubmitWhitelistBody,
} from '@panel/contract/api/applications';
import { callEndpointLazily } from '@/lib/api-client';
import { memberKeys } from '@/lib/query-keys';
import { memberApplicationRoutes } from '@panel/contract/endpoints/member-application-routes';

export type Submission =
  | { formType: 'whitelist'; body: SubmitWhitelistBody }
  | { formType: 'insertion'; body: SubmitInsertionBody };

const applicationsEndpoints = async () =>
  (await import('@panel/contract/endpoints/applications')).applicationsEndpoints;

/** Sent from the public pages, which load the schemas only to read the answer. */
export function submitApplication(submission: Submission): Promise<MyApplication> {
  return submission.formType === 'whitelist'
    ? callEndpointLazily(
        memberApplicationRoutes.submitWhitelist,
        async () => (await applicationsEndpoints()).submitWhitelist,
        { body: submission.body },
      )
    : callEndpointLazily(
        memberApplicationRoutes.submitInsertion,
        async () => (await applicationsEndpoints()).submitInsertion,
        { body: submission.body },
      );
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.applications }),
  });
}
