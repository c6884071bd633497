import type { Delivery, DeliveryType } from '@panel/contract/api/deliveries';
import { actionsRoutes } from '@panel/contract/endpoints/actions-routes';
import type { ActionNotice } from './action-toast';
import { callEndpointUnparsed } from './api-client';
import { deliveriesHref } from './deliveries-href';
import { toast } from './toast';

/** How often, and how many times, the toast asks how the action went on Discord. */
export const outcomePollMs = 1_000;
export const outcomePolls = 8;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const waiting: ReadonlySet<Delivery['status']> = new Set(['pending', 'retrying']);
const failing: ReadonlySet<Delivery['status']> = new Set(['failed', 'skipped']);

/** The deliveries Discord or the game had their say on; `null` while any still waits. */
export function settledDeliveries(deliveries: readonly Delivery[]): Delivery[] | null {
  const sent = deliveries.filter((delivery) => delivery.status !== 'discarded');
  return sent.some((delivery) => waiting.has(delivery.status)) ? null : sent;
}

/** Whether it did not arrive: failed, or skipped for a missing setting. */
export function isFailing(delivery: Delivery): boolean {
  return failing.has(delivery.status);
}

/** Why a failing delivery did not arrive, to follow a colon ("falta configurar o bot"). */
export function whyFailed(delivery: Delivery): string {
  return delivery.status === 'skipped'
    ? 'falta configurar o bot'
    : lowerFirst(delivery.failure?.reason ?? 'o Discord recusou');
}

/** What a delivery of each kind did, done to `n` members (or `n` times). */
const doneWords: Partial<Record<DeliveryType, (n: number) => string>> = {
  'member.addRole': (n) => `cargo dado a ${members(n)}`,
  'member.removeRole': (n) => `cargo tirado de ${members(n)}`,
  'member.directMessage': (n) => (n === 1 ? 'aviso enviado por DM' : `${n} avisos enviados por DM`),
  'channel.message': (n) => (n === 1 ? 'aviso postado no canal' : `${n} avisos postados no canal`),
  'game.command': (n) => (n === 1 ? 'comando enviado ao jogo' : `${n} comandos enviados ao jogo`),
  'gameDb.write': (n) => (n === 1 ? 'gravado no jogo' : `gravado no jogo (${n})`),
};

function members(n: number): string {
  return n === 1 ? '1 membro' : `${n} membros`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface ActionOutcome {
  ok: boolean;
  /** "Cargo dado a 5 membros; 1 falhou: o membro saiu do servidor". */
  summary: string;
  /** The member of the first failure (else of the first delivery), for "Ver entrega". */
  memberId: string | null;
}

/**
 * What an action's deliveries did, in one line; `null` while any still waits, or when it asked
 * nothing of Discord or the game (nothing to report). Review messages and ticket channels are
 * the bot's own bookkeeping: they count only when they fail.
 */
export function describeActionOutcome(deliveries: readonly Delivery[]): ActionOutcome | null {
  const sent = settledDeliveries(deliveries);
  if (!sent || sent.length === 0) return null;
  const failed = sent.filter(isFailing);
  const done = new Map<DeliveryType, Set<string>>();
  for (const delivery of sent) {
    if (isFailing(delivery) || !doneWords[delivery.type]) continue;
    const who = done.get(delivery.type) ?? new Set<string>();
    who.add(delivery.member?.id ?? delivery.id);
    done.set(delivery.type, who);
  }
  const parts = [...done].map(([type, who]) => doneWords[type]?.(who.size) ?? '');
  const first = failed[0];
  if (first) {
    const count = failed.length === 1 ? '1 falhou' : `${failed.length} falharam`;
    parts.push(`${count}: ${whyFailed(first)}`);
  }
  if (parts.length === 0) return null;
  return {
    ok: failed.length === 0,
    summary: upperFirst(parts.join('; ')),
    memberId: (first ?? sent.find((delivery) => delivery.member))?.member?.id ?? null,
  };
}

/**
 * After the window, the toast asks how the action's deliveries went and says it; silent when
 * nothing went to Discord, or the outbox has not answered within a few seconds (a later
 * failure shows among the staff member's own failures).
 */
export async function followOutcome(
  notice: Pick<ActionNotice, 'title' | 'description' | 'deliveries' | 'via'>,
  actionId: string,
  /** False once the action was undone: nothing left to report. */
  isLive: () => boolean,
  /** Claims the report (false when undone meanwhile); also ends the follow-up. */
  settle: () => boolean,
  sleep: (ms: number) => Promise<void> = pause,
): Promise<void> {
  for (let poll = 0; poll < outcomePolls; poll += 1) {
    if (!isLive()) return;
    let deliveries: Delivery[];
    try {
      if (notice.via) {
        deliveries = await notice.via.deliveries();
      } else {
        const answer = await callEndpointUnparsed(actionsRoutes.getAction, {
          params: { id: actionId },
        });
        deliveries = (answer.data as { deliveries?: Delivery[] } | undefined)?.deliveries ?? [];
      }
    } catch {
      return;
    }
    const outcome = describeActionOutcome(deliveries);
    if (outcome) {
      if (!settle()) return;
      const memberId = outcome.memberId;
      const link =
        notice.deliveries && memberId
          ? {
              action: {
                label: 'Ver entrega',
                onClick: () => notice.deliveries?.navigate(deliveriesHref(memberId)),
              },
            }
          : {};
      const report = outcome.ok ? toast.success : toast.error;
      report(`${notice.title} — ${outcome.summary}`, {
        id: `action-${actionId}`,
        ...(notice.description ? { description: notice.description } : {}),
        ...link,
      });
      return;
    }
    if (deliveries.length === 0 && poll > 0) break;
    await sleep(outcomePollMs);
  }
  settle();
}
