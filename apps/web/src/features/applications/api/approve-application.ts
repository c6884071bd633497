import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { ApproveApplicationBody } from '@panel/contract/api/applications';
import { callEndpointUnparsed } from '@/lib/api-client';
import type { ApplicationKind } from '../application-kinds';
import { notifyActionError } from '@/lib/notify';
import { refreshAfterDecision } from './decision-feedback';

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
): Promise<void> {
  const body: ApproveApplicationBody = { userId, id };
  await callEndpointUnparsed(kind.endpoints.approve, { body });
}

export function useApproveApplication(kind: ApplicationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: DecisionTarget) => approveApplication(kind, target),
    onSuccess: (_, { username }) => {
      const { title, description } = kind.texts.approved;
      toast.success(title, { description: description(username) });
    },
    onError: (error) => notifyActionError(kind.texts.approveError, error),
    // Awaited, so the buttons stay busy until the list no longer shows the entry as pending.
    onSettled: () => refreshAfterDecision(queryClient, kind),
  });
}
