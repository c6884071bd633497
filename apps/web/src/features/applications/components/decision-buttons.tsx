import { Check, LoaderCircle, X } from 'lucide-react';
import { useId } from 'react';
import type { ApplicationVoteKind } from '@panel/contract/api/application-values';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/lib/current-user';
import type { ReviewedApplication } from '../api/get-applications';
import { voteEffect, votesFor } from '../application-votes';
import { Kbd } from './kbd';

interface DecisionButtonsProps {
  /** A decision on this entry is on its way. */
  busy: boolean;
  approving: boolean;
  /** The active entry shows the keys that decide it. */
  showKeys: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** An entry whose form asks for votes: each button is a vote ("Aprovar (1/2)"). */
  ballot?: Pick<ReviewedApplication, 'votes' | 'votesRequired'> | null;
}

/**
 * On an entry that asks for votes, a button's count so far where more than one is needed, and
 * what the staff member's vote does ("Seu voto é o 2º de 2: decide."), as its description. Its
 * name still starts with "Aprovar" or "Rejeitar".
 */
function useBallotText(
  ballot: DecisionButtonsProps['ballot'],
  kind: ApplicationVoteKind,
): { count: string | null; effect: string } | null {
  const { user } = useCurrentUser();
  if (!ballot) return null;
  const required = ballot.votesRequired[kind];
  return {
    count: required > 1 ? `(${votesFor(ballot, kind)}/${required})` : null,
    effect: voteEffect(ballot, kind, user?.id ?? null),
  };
}

/** "Aprovar" and "Rejeitar" of a pending entry; one decision at a time per entry. */
export function DecisionButtons({
  busy,
  approving,
  showKeys,
  onApprove,
  onReject,
  ballot = null,
}: DecisionButtonsProps) {
  const approveVote = useBallotText(ballot, 'approve');
  const rejectVote = useBallotText(ballot, 'reject');
  const approveEffectId = useId();
  const rejectEffectId = useId();
  return (
    <>
      <Button
        size="sm"
        disabled={busy}
        aria-busy={approving}
        aria-keyshortcuts="A"
        aria-describedby={approveVote ? approveEffectId : undefined}
        title={approveVote?.effect}
        onClick={onApprove}
      >
        {approving ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Check aria-hidden="true" />
        )}
        {approveVote?.count ? `Aprovar ${approveVote.count}` : 'Aprovar'}
        {showKeys ? (
          <Kbd className="border-primary-foreground/40 text-primary-foreground">A</Kbd>
        ) : null}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive hover:text-destructive"
        disabled={busy}
        aria-keyshortcuts="R"
        aria-describedby={rejectVote ? rejectEffectId : undefined}
        title={rejectVote?.effect}
        onClick={onReject}
      >
        <X aria-hidden="true" />
        {rejectVote?.count ? `Rejeitar ${rejectVote.count}` : 'Rejeitar'}
        {showKeys ? <Kbd className="border-destructive/40 text-destructive">R</Kbd> : null}
      </Button>
      {approveVote ? (
        <span id={approveEffectId} hidden>
          {approveVote.effect}
        </span>
      ) : null}
      {rejectVote ? (
        <span id={rejectEffectId} hidden>
          {rejectVote.effect}
        </span>
      ) : null}
    </>
  );
}
