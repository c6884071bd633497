import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkApproveBody, BulkRejectBody } from '@panel/contract/api/bulk-decisions';
import { announceAction, useDeliveriesLink, type ActionNotice } from '@/lib/action-toast';
import { callEndpointUnparsed } from '@/lib/api-client';
import { notifyActionError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import type { ApplicationKind } from '../application-kinds';
import type { DecisionTarget } from './approve-application';
import { refreshAfterDecision, rejectionTone } from './decision-feedback';

export interface BulkDecisionInput {
  action: 'approve' | 'reject';
  entries: DecisionTarget[];
  /** Rejections only; blank is not sent. */
  reason?: string;
}

export interface BulkOutcome {
  decided: DecisionTarget[];
  failed: { entry: DecisionTarget; message: string }[];
  /** The batch's action, undone at once with "Desfazer". */
  actionId?: string | null;
}

/**
 * Each entry's result, read leniently (the decided entries are not needed: the list
 * refetches). An entry the answer does not mention counts as failed.
 */
export function readBulkOutcome(entries: DecisionTarget[], data: unknown): BulkOutcome {
  const results = (data as { results?: unknown } | null)?.results;
  const byId = new Map<string, { ok: boolean; message?: unknown }>();
  if (Array.isArray(results)) {
    for (const result of results as { id?: unknown; ok?: unknown; message?: unknown }[]) {
      if (typeof result.id === 'string') {
        byId.set(result.id, { ok: result.ok === true, message: result.message });
      }
    }
  }
  const outcome: BulkOutcome = { decided: [], failed: [] };
  for (const entry of entries) {
    const result = byId.get(entry.id);
    if (result?.ok) outcome.decided.push(entry);
    else {
      const message = typeof result?.message === 'string' ? result.message : 'Sem resposta.';
      outcome.failed.push({ entry, message });
    }
  }
  return outcome;
}

export async function decideMany(
  kind: ApplicationKind,
  { action, entries, reason }: BulkDecisionInput,
): Promise<BulkOutcome> {
  const targets = entries.map(({ userId, id }) => ({ userId, id }));
  const trimmed = reason?.trim();
  const answer =
    action === 'approve'
      ? await callEndpointUnparsed(kind.endpoints.approveMany, {
          body: { entries: targets } satisfies BulkApproveBody,
        })
      : await callEndpointUnparsed(kind.endpoints.rejectMany, {
          body: {
            entries: targets,
            ...(trimmed ? { reason: trimmed } : {}),
          } satisfies BulkRejectBody,
        });
  return { ...readBulkOutcome(entries, answer.data), actionId: answer.actionId };
}

const names = (entries: DecisionTarget[]) => entries.map((entry) => entry.username).join(', ');

/**
 * How many were decided, and who could not be, with the server's reason for each; "Desfazer"
 * puts the decided ones back in the queue while their effects wait, then the toast says how
 * it went on Discord.
 */
export function notifyBulkOutcome(
  kind: ApplicationKind,
  action: BulkDecisionInput['action'],
  { decided, failed, actionId = null }: BulkOutcome,
  follow: Pick<ActionNotice, 'queryClient' | 'deliveries'>,
) {
  const total = decided.length + failed.length;
  const participle = action === 'approve' ? 'aprovada' : 'reprovada';
  const verb = action === 'approve' ? 'aprovar' : 'reprovar';
  const failures = failed.map(({ entry, message }) => `${entry.username} (${message})`).join('; ');

  if (decided.length === 0) {
    toast.error('Erro', { description: `Não foi possível ${verb}: ${failures}` });
    return;
  }
  const plural = decided.length === 1 ? '' : 's';
  const partial = failed.length > 0;
  announceAction({
    ...follow,
    actionId,
    tone: partial ? 'warning' : action === 'approve' ? 'success' : rejectionTone(kind),
    title: partial
      ? `${decided.length} de ${kind.texts.count(total)} ${participle}${plural}`
      : `${kind.texts.count(total)} ${participle}${plural}`,
    description: partial ? `Não foi possível ${verb}: ${failures}` : names(decided),
    undone: {
      title: 'Decisões desfeitas',
      description: `${kind.texts.count(decided.length)} de volta à fila: ${names(decided)}.`,
    },
    refresh: () => refreshAfterDecision(follow.queryClient, kind),
  });
}

export function useDecideMany(kind: ApplicationKind) {
  const queryClient = useQueryClient();
  const deliveries = useDeliveriesLink();
  return useMutation({
    mutationFn: (input: BulkDecisionInput) => decideMany(kind, input),
    onSuccess: (outcome, { action }) =>
      notifyBulkOutcome(kind, action, outcome, { queryClient, deliveries }),
    onError: (error, { action }) =>
      notifyActionError(
        action === 'approve' ? kind.texts.approveError : kind.texts.rejectError,
        error,
      ),
    onSettled: () => refreshAfterDecision(queryClient, kind),
  });
}
