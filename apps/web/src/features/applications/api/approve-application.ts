import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveApplicationBody } from '@panel/contract/api/applications';
import { callEndpointUnparsed } from '@/lib/api-client';
import type { ApplicationKind } from '../application-kinds';
import { notifyActionError } from '@/lib/notify';
import { undoWindowMs, useDeliveriesLink } from '@/lib/action-toast';
import { announceDecision, refreshAfterDecision } from './decision-feedback';

export interface DecisionTarget {
  userId: string;
  /** Pins the entry on screen, not whichever is pending for the member by then. */
  id: string;
  /** Named in the toast; not sent. */
  username: string;
}

// The answer (the decided entry) is not read: the list refetches. Not parsing it also keeps
// a decision that was made from being reported as a failure.
export async function approveApplication(
  kind: ApplicationKind,
  { userId, id }: DecisionTarget,
  undoable = false,
): Promise<void> {
  const body: ApproveApplicationBody = { userId, id, ...(undoable ? { undoable } : {}) };
  await callEndpointUnparsed(kind.endpoints.approve, { body });
}

export function useApproveApplication(kind: ApplicationKind) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  return useMutation({
    mutationFn: (target: DecisionTarget) =>
      approveApplication(kind, target, undoWindowMs(queryClient) > 0),
    onSuccess: (_, { id, userId, username }) => {
      const { title, description } = kind.texts.approved;
      announceDecision({
        kind,
        queryClient,
        entry: { id, userId, username },
        deliveries,
        title,
        description: description(username),
        tone: 'success',
      });
    },
    onError: (error) => notifyActionError(kind.texts.approveError, error),
    // Awaited, so the buttons stay busy until the list no longer shows the entry as pending.
    onSettled: () => refreshAfterDecision(queryClient, kind),
  });
}
