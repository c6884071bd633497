import type { ApplicationVoteKind } from '@panel/contract/api/application-values';
import type { ApplicationVote } from '@panel/contract/api/applications';
import type { ReviewedApplication } from './api/review-answers';

type Voted = Pick<ReviewedApplication, 'votes' | 'votesRequired'>;

export const voteWords: Record<
  ApplicationVoteKind,
  { one: string; many: string; past: string; verb: string }
> = {
  approve: { one: 'aprovação', many: 'aprovações', past: 'aprovou', verb: 'aprovar' },
  reject: { one: 'reprovação', many: 'reprovações', past: 'reprovou', verb: 'reprovar' },
};

/**
 * Whether the entry's form asks for more than one approval or rejection: then each "Aprovar"
 * or "Rejeitar" is a staff member's vote, and the one that reaches its count decides.
 */
export function asksForVotes({ votesRequired }: Voted): boolean {
  return votesRequired.approve > 1 || votesRequired.reject > 1;
}

export function votesFor({ votes }: Voted, kind: ApplicationVoteKind): number {
  return votes.filter((vote) => vote.vote === kind).length;
}

/** The staff member's own vote on the entry, if any. */
export function voteOf({ votes }: Voted, staffId: string | null): ApplicationVote | undefined {
  return staffId === null ? undefined : votes.find((vote) => vote.staffId === staffId);
}

/** "1 de 2 aprovações". */
export function voteCount(entry: Voted, kind: ApplicationVoteKind): string {
  const required = entry.votesRequired[kind];
  const words = voteWords[kind];
  return `${votesFor(entry, kind)} de ${required} ${required === 1 ? words.one : words.many}`;
}

/**
 * What the staff member's "Aprovar" or "Rejeitar" does to the entry, said to screen readers
 * beside the button: their vote's place and whether it decides. A vote the other way replaces
 * their own; the same vote again is refused by the server.
 */
export function voteEffect(entry: Voted, kind: ApplicationVoteKind, staffId: string | null) {
  const mine = voteOf(entry, staffId);
  if (mine?.vote === kind) return `Você já votou para ${voteWords[kind].verb}.`;
  const place = votesFor(entry, kind) + 1;
  const required = entry.votesRequired[kind];
  if (place >= required) {
    return required === 1 ? 'Seu voto decide.' : `Seu voto é o ${place}º de ${required}: decide.`;
  }
  return `Seu voto é o ${place}º de ${required}.`;
}

/** "Ana Souza (aprovou), Bruno Lima (reprovou: Sem experiência)". */
export function votesSentence({ votes }: Voted): string {
  return votes
    .map((vote) => {
      const reason = vote.reason ? `: ${vote.reason}` : '';
      return `${vote.staffName} (${voteWords[vote.vote].past}${reason})`;
    })
    .join(', ');
}
