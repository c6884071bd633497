import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationVoteKind } from '@panel/contract/api/application-values';
import type { ApplicationKind } from '../application-kinds';
import { voteCount, voteWords, votesFor } from '../application-votes';
import { callEndpointUnparsed } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { undoWindowMs } from '@/lib/action-toast';
import { applicationKeys, dashboardQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import type { ReviewedApplication } from './review-answers';

/**
 * After any decision, also a refused one (someone else decided first), the lists of this
 * kind, the members' histories and the dashboard counts are out of date, and whatever else the
 * kind's decisions change.
 */
export function refreshAfterDecision(queryClient: QueryClient, kind: ApplicationKind) {
  return Promise.all(
    [applicationKeys.kind(kind.id), dashboardQueryKey, ...(kind.alsoStale ?? [])].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export type DecisionTone = 'success' | 'neutral' | 'destructive';

const show = { success: toast.success, neutral: toast.message, destructive: toast.error };

export interface DecisionNotice {
  kind: ApplicationKind;
  queryClient: QueryClient;
  /** The decided entry. */
  entry: { id: string; userId: string; username: string };
  title: string;
  description: string;
  tone: DecisionTone;
  /** Where "Ver entrega" goes, when this staff member may see the deliveries. */
  deliveries: { navigate: (to: string) => void } | null;
  /** What "Desfazer" says it did; the kind's `undone` (back in the queue) unless given. */
  undone?: string;
}

/**
 * The latest announcement of each toast, and its follow-up timer: an undone decision, or one
 * announced again (undone, then decided otherwise), stops reporting the earlier outcome.
 */
const announcements = new Map<string, { token: symbol; timer: ReturnType<typeof setTimeout> }>();

function forget(toastId: string): void {
  const current = announcements.get(toastId);
  if (current) clearTimeout(current.timer);
  announcements.delete(toastId);
}

/** One toast per decided entry: "Desfazer" updates it in place. */
export function decisionToastId(kind: ApplicationKind, entryId: string): string {
  return `decision-${kind.id}-${entryId}`;
}

/**
 * A decision done: the spec's toast, with "Desfazer" for as long as the server holds the
 * decision's Discord effects (docs/decisions/2026-11-28-undo-decision.md).
 */
export function announceDecision({
  kind,
  queryClient,
  entry,
  title,
  description,
  tone,
  deliveries,
  undone,
}: DecisionNotice): void {
  const windowMs = undoWindowMs(queryClient);
  const id = decisionToastId(kind, entry.id);
  forget(id);
  const token = Symbol(id);
  // Once Discord had its chance (after the undo window), the toast says how it went; that code
  // loads then, not with the review page.
  const timer = setTimeout(() => {
    void import('./decision-outcome')
      .then(({ followDecisionOutcome }) =>
        followDecisionOutcome({
          kind,
          entry,
          title,
          description,
          toastId: id,
          canSeeDeliveries: deliveries !== null,
          navigate: (to) => deliveries?.navigate(to),
          stillDecided: () => announcements.get(id)?.token === token,
        }),
      )
      .finally(() => {
        if (announcements.get(id)?.token === token) announcements.delete(id);
      });
  }, windowMs);
  announcements.set(id, { token, timer });
  show[tone](title, {
    id,
    description,
    ...undoOption(windowMs, () =>
      undoDecision(kind, queryClient, entry.id, id, {
        title: 'Decisão desfeita',
        description: undone ?? kind.texts.undone(entry.username),
        failed: 'Não foi possível desfazer a decisão.',
      }),
    ),
  });
}

/** The toast's "Desfazer" for as long as the undo window lasts; none without a window. */
function undoOption(windowMs: number, undo: () => Promise<unknown>) {
  if (windowMs <= 0) return {};
  return { duration: windowMs, action: { label: 'Desfazer', onClick: () => void undo() } };
}

export interface VoteNotice {
  kind: ApplicationKind;
  queryClient: QueryClient;
  /** The entry as the vote left it: still pending, the vote counted. */
  entry: ReviewedApplication;
  vote: ApplicationVoteKind;
}

/**
 * A vote that did not decide (docs/decisions/2026-12-05-review-votes.md): "Voto
 * registrado: 1 de 2 aprovações", and the same "Desfazer" as a decision, which takes the vote
 * back (the undo endpoint tells a vote from a decision). The entry stays in the queue.
 */
export function announceVote({ kind, queryClient, entry, vote }: VoteNotice): void {
  const windowMs = undoWindowMs(queryClient);
  const id = decisionToastId(kind, entry.id);
  // An earlier decision on this entry (undone since) stops reporting its outcome.
  forget(id);
  const words = voteWords[vote];
  const missing = Math.max(entry.votesRequired[vote] - votesFor(entry, vote), 0);
  const left = missing === 1 ? `falta 1 ${words.one}` : `faltam ${missing} ${words.many}`;
  toast.message(`Voto registrado: ${voteCount(entry, vote)}`, {
    id,
    description: `${entry.username} segue pendente: ${left}.`,
    ...undoOption(windowMs, () =>
      undoDecision(kind, queryClient, entry.id, id, {
        title: 'Voto desfeito',
        description: `Seu voto para ${words.verb} ${entry.username} foi retirado.`,
        failed: 'Não foi possível desfazer o voto.',
      }),
    ),
  });
}

async function undoDecision(
  kind: ApplicationKind,
  queryClient: QueryClient,
  entryId: string,
  toastId: string,
  texts: { title: string; description: string; failed: string },
): Promise<void> {
  try {
    await callEndpointUnparsed(kind.endpoints.undo, { body: { id: entryId } });
    forget(toastId);
    // A toast of its own: sonner dismisses the decision's toast when "Desfazer" is clicked, and
    // an update of a toast being dismissed would be lost with it.
    toast.message(texts.title, { id: `${toastId}-undone`, description: texts.description });
  } catch (error) {
    notifyActionError(texts.failed, error);
  } finally {
    await refreshAfterDecision(queryClient, kind);
  }
}

/**
 * A rejection done: never the green success icon. Insertions keep the spec's destructive
 * style; allowlists a neutral toast.
 */
export function rejectionTone(kind: ApplicationKind): DecisionTone {
  return kind.texts.rejected.destructive ? 'destructive' : 'neutral';
}
