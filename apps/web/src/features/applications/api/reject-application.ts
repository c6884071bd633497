import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectApplicationBody } from '@panel/contract/api/applications';
import { callEndpointUnparsed } from '@/lib/api-client';
import type { ApplicationKind } from '../application-kinds';
import type { DecisionTarget } from './approve-application';
import { notifyActionError } from '@/lib/notify';
import { announceDecision, refreshAfterDecision, rejectionTone } from './decision-feedback';
import { undoWindowMs, useDeliveriesLink } from '@/lib/action-toast';

export interface RejectionInput extends DecisionTarget {
  /** Optional; blank is not sent. */
  reason: string;
}

// Not parsed, as for approvals.
export async function rejectApplication(
  kind: ApplicationKind,
  { userId, id, reason }: RejectionInput,
  undoable = false,
): Promise<void> {
  const trimmed = reason.trim();
  const body: RejectApplicationBody = {
    userId,
    id,
    ...(trimmed ? { reason: trimmed } : {}),
    ...(undoable ? { undoable } : {}),
  };
  await callEndpointUnparsed(kind.endpoints.reject, { body });
}

export function useRejectApplication(kind: ApplicationKind) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  return useMutation({
    mutationFn: (input: RejectionInput) =>
      rejectApplication(kind, input, undoWindowMs(queryClient) > 0),
    onSuccess: (_, { id, userId, username }) =>
      announceDecision({
        kind,
        queryClient,
        entry: { id, userId, username },
        deliveries,
        title: kind.texts.rejected.title,
        description: kind.texts.rejected.description(username),
        tone: rejectionTone(kind),
      }),
    onError: (error) => notifyActionError(kind.texts.rejectError, error),
    onSettled: () => refreshAfterDecision(queryClient, kind),
  });
}
