import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectApplicationBody } from '@panel/contract/api/applications';
import { callEndpointUnparsed } from '@/lib/api-client';
import type { ApplicationKind } from '../application-kinds';
import { readVoteAnswer, type DecisionTarget } from './approve-application';
import { notifyActionError } from '@/lib/notify';
import {
  announceDecision,
  announceVote,
  refreshAfterDecision,
  rejectionTone,
} from './decision-feedback';
import type { ReviewedApplication } from './review-answers';
import { undoWindowMs, useDeliveriesLink } from '@/lib/action-toast';

export interface RejectionInput extends DecisionTarget {
  /** Optional; blank is not sent. */
  reason: string;
}

/** The entry still pending after a vote, or `null` when the rejection decided it. */
export async function rejectApplication(
  kind: ApplicationKind,
  { userId, id, reason }: RejectionInput,
  undoable = false,
): Promise<ReviewedApplication | null> {
  const trimmed = reason.trim();
  const body: RejectApplicationBody = {
    userId,
    id,
    ...(trimmed ? { reason: trimmed } : {}),
    ...(undoable ? { undoable } : {}),
  };
  const answer = await callEndpointUnparsed(kind.endpoints.reject, { body });
  return readVoteAnswer(answer.data);
}

export function useRejectApplication(kind: ApplicationKind) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  return useMutation({
    mutationFn: (input: RejectionInput) =>
      rejectApplication(kind, input, undoWindowMs(queryClient) > 0),
    onSuccess: (voted, { id, userId, username }) => {
      if (voted) {
        announceVote({ kind, queryClient, entry: voted, vote: 'reject' });
        return;
      }
      announceDecision({
        kind,
        queryClient,
        entry: { id, userId, username },
        deliveries,
        title: kind.texts.rejected.title,
        description: kind.texts.rejected.description(username),
        tone: rejectionTone(kind),
      });
    },
    onError: (error) => notifyActionError(kind.texts.rejectError, error),
    onSettled: () => refreshAfterDecision(queryClient, kind),
  });
}
