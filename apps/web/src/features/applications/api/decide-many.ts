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
  /** Entries where the call was a vote that did not decide: still pending, the vote counted. */
  voted: DecisionTarget[];
  failed: { entry: DecisionTarget; message: string }[];
  /** The batch's action, undone at once with "Desfazer". */
  actionId?: string | null;
}

/**
 * Each entry's result, read leniently (the entries are not needed: the list refetches; only
 * whether one is still pending, a vote). An entry the answer does not mention counts as failed.
 */
export function readBulkOutcome(entries: DecisionTarget[], data: unknown): BulkOutcome {
  const results = (data as { results?: unknown } | null)?.results;
  const byId = new Map<string, { ok: boolean; pending: boolean; message?: unknown }>();
  if (Array.isArray(results)) {
    for (const result of results as {
      id?: unknown;
      ok?: unknown;
      entry?: { status?: unknown } | null;
      message?: unknown;
    }[]) {
      if (typeof result.id === 'string') {
        byId.set(result.id, {
          ok: result.ok === true,
          pending: result.entry?.status === 'pending',
          message: result.message,
        });
      }
    }
  }
  const outcome: BulkOutcome = { decided: [], voted: [], failed: [] };
  for (const entry of entries) {
    const result = byId.get(entry.id);
    if (result?.ok) (result.pending ? outcome.voted : outcome.decided).push(entry);
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

/** "1 voto registrado", "3 votos registrados". */
const votesText = (count: number) =>
  count === 1 ? '1 voto registrado' : `${count} votos registrados`;

/**
 * How many were decided, how many took a vote that did not decide (they stay in the queue),
 * and who could not be, with the server's reason for each; "Desfazer" puts the decided ones
 * back in the queue while their effects wait, and takes back the votes, then the toast says
 * how it went on Discord (docs/decisions/2026-12-05-review-votes.md).
 */
export function notifyBulkOutcome(
  kind: ApplicationKind,
  action: BulkDecisionInput['action'],
  { decided, voted, failed, actionId = null }: BulkOutcome,
  follow: Pick<ActionNotice, 'queryClient' | 'deliveries'>,
) {
  const total = decided.length + voted.length + failed.length;
  const participle = action === 'approve' ? 'aprovada' : 'reprovada';
  const verb = action === 'approve' ? 'aprovar' : 'reprovar';
  const failures = failed.map(({ entry, message }) => `${entry.username} (${message})`).join('; ');

  if (decided.length === 0 && voted.length === 0) {
    toast.error('Erro', { description: `Não foi possível ${verb}: ${failures}` });
    return;
  }
  const plural = decided.length === 1 ? '' : 's';
  const partial = failed.length > 0;
  const decidedTitle = partial
    ? `${decided.length} de ${kind.texts.count(total)} ${participle}${plural}`
    : `${kind.texts.count(decided.length)} ${participle}${plural}`;
  const title = [
    decided.length > 0 ? decidedTitle : null,
    voted.length > 0 ? votesText(voted.length) : null,
  ]
    .filter((part) => part !== null)
    .join(', ');
  const description = [
    !partial && voted.length === 0 ? names(decided) : null,
    !partial && voted.length > 0 && decided.length > 0
      ? `${action === 'approve' ? 'Aprovadas' : 'Reprovadas'}: ${names(decided)}.`
      : null,
    voted.length > 0 ? `Seguem pendentes, com o seu voto: ${names(voted)}.` : null,
    partial ? `Não foi possível ${verb}: ${failures}` : null,
  ]
    .filter((part) => part !== null)
    .join(' ');
  announceAction({
    ...follow,
    actionId,
    tone: partial ? 'warning' : action === 'approve' ? 'success' : rejectionTone(kind),
    title,
    description,
    undone: {
      title: decided.length > 0 ? 'Decisões desfeitas' : 'Votos desfeitos',
      description: [
        decided.length > 0
          ? `${kind.texts.count(decided.length)} de volta à fila: ${names(decided)}.`
          : null,
        voted.length > 0 ? `Votos retirados: ${names(voted)}.` : null,
      ]
        .filter((part) => part !== null)
        .join(' '),
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
