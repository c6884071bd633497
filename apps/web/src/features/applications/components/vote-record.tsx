import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { DateTime } from '@/components/date-time';
import { cn } from '@/lib/cn';
import type { ReviewedApplication } from '../api/get-applications';
import { asksForVotes, voteWords, votesSentence } from '../application-votes';

const iconClass = (tone: string) => cn('mr-1 inline size-4 align-text-bottom', tone);

/**
 * The votes in an entry's details: while pending, each vote with its moment and reason; once
 * decided, the votes that led there ("Votos: Ana Souza (aprovou), Bruno Lima (aprovou)").
 * Nothing for an entry decided by one decision.
 */
export function VoteRecord({ application }: { application: ReviewedApplication }) {
  const headingId = useId();
  const { status, votes } = application;
  if (status !== 'pending') {
    if (votes.length === 0) return null;
    return (
      <p className="text-sm wrap-anywhere">
        <span className="font-semibold">Votos:</span> {votesSentence(application)}
      </p>
    );
  }
  if (!asksForVotes(application)) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Votos
      </h3>
      {votes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ninguém votou ainda.</p>
      ) : (
        <ul className="grid gap-1.5 text-sm">
          {votes.map((vote) => (
            <li key={vote.staffId} className="grid gap-0.5">
              <p className="wrap-anywhere">
                {vote.vote === 'approve' ? (
                  <Check aria-hidden="true" className={iconClass('text-success')} />
                ) : (
                  <X aria-hidden="true" className={iconClass('text-destructive')} />
                )}
                <span className="font-medium">{vote.staffName}</span> {voteWords[vote.vote].past}{' '}
                <span className="text-xs text-muted-foreground">
                  em <DateTime value={vote.at} />
                </span>
              </p>
              {vote.reason ? (
                <p className="pl-5 wrap-anywhere whitespace-pre-wrap text-muted-foreground">
                  Motivo: {vote.reason}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
