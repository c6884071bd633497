import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationKind } from '../application-kinds';
import { callEndpointUnparsed } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { undoWindowMs } from '@/lib/action-toast';
import { applicationKeys, dashboardQueryKey } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

/**
 * After any decision, also a refused one (someone else decided first), the lists of this
 * kind, the members' histories and the dashboard counts are out of date.
 */
export function refreshAfterDecision(queryClient: QueryClient, kind: ApplicationKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.kind(kind.id) }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  ]);
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
    ...(windowMs > 0
      ? {
          duration: windowMs,
          action: {
            label: 'Desfazer',
            onClick: () =>
              void undoDecision(
                kind,
                queryClient,
                entry,
                id,
                undone ?? kind.texts.undone(entry.username),
              ),
          },
        }
      : {}),
  });
}

async function undoDecision(
  kind: ApplicationKind,
  queryClient: QueryClient,
  entry: { id: string; username: string },
  toastId: string,
  undone: string,
): Promise<void> {
  try {
    await callEndpointUnparsed(kind.endpoints.undo, { body: { id: entry.id } });
    forget(toastId);
    // A toast of its own: sonner dismisses the decision's toast when "Desfazer" is clicked, and
    // an update of a toast being dismissed would be lost with it.
    toast.message('Decisão desfeita', { id: `${toastId}-undone`, description: undone });
  } catch (error) {
    notifyActionError('Não foi possível desfazer a decisão.', error);
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
