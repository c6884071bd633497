import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyAppeal, SubmitAppealBody } from '@panel/contract/api/appeals';
import { memberAppealRoutes } from '@panel/contract/endpoints/public-form-routes';
import { callEndpointLazily } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { formKeys, memberKeys } from '@/lib/query-keys';

/** Sent from /apelacao, which loads the schemas only to read the answer. */
export function submitAppeal(body: SubmitAppealBody): Promise<MyAppeal> {
  return callEndpointLazily(
    memberAppealRoutes.submitAppeal,
    async () => (await import('@panel/contract/endpoints/appeals')).appealsEndpoints.submitAppeal,
    { body },
  );
}

export function useSubmitAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAppeal,
    // Not awaited: the page shows the answer at once, and the refreshed subjects behind it.
    onSettled: (_appeal, error) => {
      // An appeal decided at once may have approved the whitelist: all the member's requests.
      void queryClient.invalidateQueries({ queryKey: memberKeys.applications });
      // Refused as closed: the page shows the closed notice instead of the form.
      if (isApiError(error) && error.status === 403) {
        void queryClient.invalidateQueries({ queryKey: formKeys.publicForm('appeal') });
      }
    },
  });
}
