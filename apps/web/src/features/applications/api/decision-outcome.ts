import type { DecisionDeliveries } from '@panel/contract/api/applications';
import type { Delivery } from '@panel/contract/api/deliveries';
import {
  isFailing,
  outcomePollMs,
  outcomePolls,
  settledDeliveries,
  whyFailed,
} from '@/lib/action-outcome';
import { deliveriesHref } from '@/lib/deliveries-href';
import { callEndpointUnparsed } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { ApplicationKind } from '../application-kinds';

const roleTypes: ReadonlySet<Delivery['type']> = new Set(['member.addRole', 'member.removeRole']);

export interface DecisionOutcome {
  ok: boolean;
  /** "Allowlist aprovada — cargo entregue", "… — cargo não entregue: o membro …". */
  title: string;
}

/**
 * What the decision's deliveries say, in one line; `null` while any still waits (or none was
 * asked of Discord). The member's role speaks for the decision when there is one.
 */
export function describeOutcome(
  title: string,
  deliveries: DecisionDeliveries,
): DecisionOutcome | null {
  const sent = settledDeliveries(deliveries);
  if (!sent || sent.length === 0) return null;
  const failed = sent.find(isFailing);
  const hasRole = sent.some((delivery) => roleTypes.has(delivery.type));
  if (!failed) {
    return {
      ok: true,
      title: `${title} — ${hasRole ? 'cargo entregue' : 'aviso enviado no Discord'}`,
    };
  }
  const what = roleTypes.has(failed.type) ? 'cargo não entregue' : 'aviso não enviado';
  return { ok: false, title: `${title} — ${what}: ${whyFailed(failed)}` };
}

interface FollowOptions {
  kind: ApplicationKind;
  entry: { id: string; userId: string };
  title: string;
  description: string;
  toastId: string;
  /** Whether the deliveries' screen is open to this staff member ("Ver entrega"). */
  canSeeDeliveries: boolean;
  navigate: (to: string) => void;
  /** False once the decision was undone: nothing left to report. */
  stillDecided: () => boolean;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * After the decision reaches Discord, the same toast says how it went: the role given, or
 * why not, with "Ver entrega". Silent when the outbox has not answered within a few seconds;
 * a later failure shows among the staff member's own failures.
 */
export async function followDecisionOutcome(options: FollowOptions): Promise<void> {
  const sleep = options.sleep ?? pause;
  for (let poll = 0; poll < outcomePolls; poll += 1) {
    if (!options.stillDecided()) return;
    let deliveries: DecisionDeliveries;
    try {
      const answer = await callEndpointUnparsed(options.kind.endpoints.deliveries, {
        params: { id: options.entry.id },
      });
      deliveries = answer.data as DecisionDeliveries;
    } catch {
      return;
    }
    const outcome = describeOutcome(options.title, deliveries);
    if (outcome) {
      if (!options.stillDecided()) return;
      const action = options.canSeeDeliveries
        ? {
            action: {
              label: 'Ver entrega',
              onClick: () => options.navigate(deliveriesHref(options.entry.userId)),
            },
          }
        : {};
      const show = outcome.ok ? toast.success : toast.error;
      show(outcome.title, { id: options.toastId, description: options.description, ...action });
      return;
    }
    await sleep(outcomePollMs);
  }
}
