import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveApplicationBody } from '@panel/contract/api/applications';
import { callEndpointUnparsed } from '@/lib/api-client';
import type { ApplicationKind } from '../application-kinds';
import { notifyActionError } from '@/lib/notify';
import { undoWindowMs, useDeliveriesLink } from '@/lib/action-toast';
import { announceDecision, announceVote, refreshAfterDecision } from './decision-feedback';
import { parseReviewedApplication, type ReviewedApplication } from './review-answers';

export interface DecisionTarget {
  userId: string;
  /** Pins the entry on screen, not whichever is pending for the member by then. */
  id: string;
  /** Named in the toast; not sent. */
  username: string;
}

/**
 * The entry a decision call answered, when it is still pending: the call was a staff member's
 * vote that did not reach the form's count. `null` when it decided. The list refetches either
 * way; an answer that reads oddly counts as decided, so a decision that was made is never
 * reported as a failure.
 */
export function readVoteAnswer(data: unknown): ReviewedApplication | null {
  try {
    const entry = parseReviewedApplication(data);
    return entry.status === 'pending' ? entry : null;
  } catch {
    return null;
  }
}

/** The entry still pending after a vote, or `null` when the approval decided it. */
export async function approveApplication(
  kind: ApplicationKind,
  { userId, id }: DecisionTarget,
  undoable = false,
): Promise<ReviewedApplication | null> {
  const body: ApproveApplicationBody = { userId, id, ...(undoable ? { undoable } : {}) };
  const answer = await callEndpointUnparsed(kind.endpoints.approve, { body });
  return readVoteAnswer(answer.data);
}

export function useApproveApplication(kind: ApplicationKind) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  return useMutation({
    mutationFn: (target: DecisionTarget) =>
      approveApplication(kind, target, undoWindowMs(queryClient) > 0),
    onSuccess: (voted, { id, userId, username }) => {
      if (voted) {
        announceVote({ kind, queryClient, entry: voted, vote: 'approve' });
        return;
      }
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
