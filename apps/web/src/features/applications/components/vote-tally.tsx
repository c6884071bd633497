import { Check, X } from 'lucide-react';
import type { ApplicationVote } from '@panel/contract/api/applications';
import { Badge } from '@/components/ui/badge';
import { useCurrentUser } from '@/lib/current-user';
import type { ReviewedApplication } from '../api/get-applications';
import { asksForVotes, voteOf, voteWords, votesFor } from '../application-votes';

/** ✓ or ✗ and the voter's name; the rejection's reason on hover and for screen readers. */
export function VoterName({ vote }: { vote: ApplicationVote }) {
  const Icon = vote.vote === 'approve' ? Check : X;
  return (
    <span
      className="inline-flex min-w-0 items-center gap-1"
      title={vote.reason ? `Motivo: ${vote.reason}` : undefined}
    >
      <Icon
        aria-hidden="true"
        className={
          vote.vote === 'approve'
            ? 'size-3.5 shrink-0 text-success'
            : 'size-3.5 shrink-0 text-destructive'
        }
      />
      <span className="wrap-anywhere">{vote.staffName}</span>
      <span className="sr-only">
        {` (${voteWords[vote.vote].past}${vote.reason ? `: ${vote.reason}` : ''})`}
      </span>
    </span>
  );
}

/**
 * A pending entry whose form asks for votes: "Aprovações 1 de 2 · Reprovações 0 de 1", who
 * voted how, and whether the signed-in staff member did.
 */
export function VoteTally({ application }: { application: ReviewedApplication }) {
  const { user } = useCurrentUser();
  if (application.status !== 'pending' || !asksForVotes(application)) return null;
  const { votes, votesRequired } = application;
  const mine = voteOf(application, user?.id ?? null);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
      <p className="font-medium tabular-nums">
        {/* No break inside "1 de 2": the count reads as one. */}
        Aprovações {votesFor(application, 'approve')}
        {'\u00a0'}de{'\u00a0'}
        {votesRequired.approve} · Reprovações {votesFor(application, 'reject')}
        {'\u00a0'}de{'\u00a0'}
        {votesRequired.reject}
      </p>
      {votes.length > 0 ? (
        <ul aria-label="Votos" className="flex min-w-0 flex-wrap gap-x-2 gap-y-1">
          {votes.map((vote) => (
            <li key={vote.staffId} className="min-w-0">
              <VoterName vote={vote} />
            </li>
          ))}
        </ul>
      ) : null}
      {mine ? <Badge variant="secondary">Você votou para {voteWords[mine.vote].verb}</Badge> : null}
    </div>
  );
}
