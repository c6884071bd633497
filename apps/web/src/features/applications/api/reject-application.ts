import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectApplicationBody } from '@panel/contract/api/applications';
import { callEndpointUnparsed } from '@/lib/api-client';
import type { ApplicationKind } from '../application-kinds';
import type { DecisionTarget } from './approve-application';
import { notifyActionError } from '@/lib/notify';
import { notifyRejected, refreshAfterDecision } from './decision-feedback';

export interface RejectionInput extends DecisionTarget {
  /** Optional; blank is not sent. */
  reason: string;
}

// Not parsed, as for approvals.
export async function rejectApplication(
  kind: ApplicationKind,
  { userId, id, reason }: RejectionInput,
): Promise<void> {
  const trimmed = reason.trim();
  const body: RejectApplicationBody = { userId, id, ...(trimmed ? { reason: trimmed } : {}) };
  await callEndpointUnparsed(kind.endpoints.reject, { body });
}

export function useRejectApplication(kind: ApplicationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RejectionInput) => rejectApplication(kind, input),
    onSuccess: (_, { username }) =>
      notifyRejected(kind, kind.texts.rejected.title, kind.texts.rejected.description(username)),
    onError: (error) => notifyActionError(kind.texts.rejectError, error),
    onSettled: () => refreshAfterDecision(queryClient, kind),
  });
}
