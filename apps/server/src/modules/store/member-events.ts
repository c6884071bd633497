import type { MemberEvent } from '@panel/contract/api/members';
import {
  pointsText,
  purchaseStateLabels,
  storeDeliveryLabels,
  type PurchaseState,
} from '@panel/contract/api/store';
import type { Executor } from '../../db/client';
import {
  actorOtherThan,
  isoOfMicros,
  pageLink,
  type MemberEventQuery,
  type TimelineEvent,
} from '../../db/member-events';
import { formatDateTimePtBr } from '../../http/format-date';
import { toPurchaseAdmin } from './present-purchase';
import {
  findLedgerEvents,
  findPurchaseEvents,
  type LedgerEventRow,
} from './repository/member-events';

type Told = Pick<MemberEvent, 'title' | 'tone' | 'detail' | 'fields'>;

function toldMovement(row: LedgerEventRow): Told {
  const points = pointsText(Math.abs(row.amount));
  switch (row.kind) {
    case 'grant':
      return row.amount > 0
        ? { title: `Recebeu ${points} da equipe`, tone: 'positive', detail: row.reason, fields: [] }
        : {
            title: `Perdeu ${points} (ajuste da equipe)`,
            tone: 'warning',
            detail: row.reason,
            fields: [],
          };
    case 'purchase':
      return { title: `Gastou ${points} na loja`, tone: 'neutral', detail: row.reason, fields: [] };
    case 'refund':
      return {
        title: `Recebeu ${points} de volta`,
        tone: 'neutral',
        detail: row.reason,
        fields: [],
      };
  }
}

/** The member's points movements: staff grants, purchases, refunds (voice days: `calls`). */
export async function memberPointsEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findLedgerEvents(db, query);
  const purchases = pageLink('storeManage', { tab: 'compras', search: query.discordId });
  return rows.map((row) => ({
    micros: row.micros,
    rowId: row.row_id,
    event: {
      id: `points:${row.row_id}`,
      kind: 'points',
      at: isoOfMicros(row.micros),
      ...toldMovement(row),
      actor: actorOtherThan(query.discordId, row.actor_id, row.actor_name),
      images: [],
      href: row.kind === 'purchase' || row.kind === 'refund' ? purchases : null,
    },
  }));
}

const purchaseTones: Record<PurchaseState, MemberEvent['tone']> = {
  pending: 'neutral',
  delivered: 'positive',
  refunded: 'neutral',
  failed: 'negative',
};

const dateText = (iso: string | null) => (iso ? formatDateTimePtBr(new Date(iso)) : null);

/** The member's purchases in the store, with their delivery as it stands. */
export async function memberPurchaseEvents(
  db: Executor,
  query: MemberEventQuery,
): Promise<TimelineEvent[]> {
  const rows = await findPurchaseEvents(db, query);
  const href = pageLink('storeManage', { tab: 'compras', search: query.discordId });
  return rows.map((row) => {
    const purchase = toPurchaseAdmin(row);
    const fields = [
      { label: 'Entrega', value: storeDeliveryLabels[purchase.delivery] },
      { label: 'Situação', value: purchaseStateLabels[purchase.state] },
      { label: 'Entregue em', value: dateText(purchase.deliveredAt) },
      { label: 'Entregue por', value: purchase.deliveredBy },
      { label: 'Código', value: purchase.code },
      { label: 'Válido até', value: dateText(purchase.expiresAt) },
      { label: 'Falha', value: purchase.failure },
      { label: 'Reembolsada em', value: dateText(purchase.refundedAt) },
      { label: 'Reembolsada por', value: purchase.refundedBy },
    ];
    return {
      micros: row.micros,
      rowId: row.id,
      event: {
        id: `purchase:${row.id}`,
        kind: 'purchase',
        at: isoOfMicros(row.micros),
        title: `Comprou ${purchase.product.name} por ${pointsText(purchase.price)}`,
        tone: purchaseTones[purchase.state],
        actor: null,
        detail: purchase.refundReason ?? row.delivery_note,
        fields: fields.flatMap(({ label, value }) => (value ? [{ label, value }] : [])),
        images: [],
        href,
      },
    };
  });
}
