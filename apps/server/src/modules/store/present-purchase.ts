import type { LedgerEntry, StorePurchase, StorePurchaseAdmin } from '@panel/contract/api/store';
import { failureReason } from '../deliveries';
import type { LedgerRow } from './repository/points';
import type { PurchaseRow } from './repository/purchases';

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** "45min", "1h 05min": time in voice as the calls screen writes it (the web's `formatDuration`). */
function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes}min`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}min`;
}

/** "45min em call em 23/11" for a voice day; the stored reason for everything else. */
export function toLedgerEntry(row: LedgerRow): LedgerEntry {
  const voice = row.kind === 'voice' && row.voiceDay !== null && row.voiceMinutes !== null;
  const [, month, day] = row.voiceDay?.split('-') ?? [];
  return {
    id: String(row.id),
    kind: row.kind,
    amount: row.amount,
    reason: voice ? `${minutesText(row.voiceMinutes ?? 0)} em call em ${day}/${month}` : row.reason,
    createdAt: row.updatedAt.toISOString(),
    voiceDay: row.voiceDay,
    voiceMinutes: row.voiceMinutes,
  };
}

function failureOf(row: PurchaseRow): string | null {
  if (row.state !== 'failed' || row.outbox_status === null || row.outbox_effect === null) {
    return null;
  }
  if (row.outbox_effect.type === 'game.command') {
    if (row.outbox_status === 'discarded') return 'A entrega no jogo foi descartada pela equipe.';
    return `O servidor de jogo não conseguiu entregar: ${row.last_error ?? 'sem detalhes'}`;
  }
  if (row.outbox_status === 'discarded') return 'A entrega do cargo foi descartada pela equipe.';
  return failureReason({
    effect: row.outbox_effect,
    failure_code: row.failure_code,
    discord_code: row.discord_code,
    status: row.outbox_status,
    attempts: row.attempts ?? 0,
  });
}

export function toPurchase(row: PurchaseRow): StorePurchase {
  const roleDelivered = row.delivery === 'role' ? row.outbox_delivered_at : null;
  return {
    id: row.id,
    product: { id: row.product_id, name: row.product_name, image: row.product_image },
    price: row.price,
    delivery: row.delivery,
    state: row.state,
    code: row.code,
    failure: failureOf(row),
    createdAt: new Date(row.created_at).toISOString(),
    deliveredAt: iso(row.delivered_at ?? roleDelivered),
    refundedAt: iso(row.refunded_at),
    refundReason: row.refund_reason,
    expiresAt: iso(row.expires_at),
  };
}

export function toPurchaseAdmin(row: PurchaseRow): StorePurchaseAdmin {
  return {
    ...toPurchase(row),
    member: { id: row.user_id, name: row.member_name, avatarUrl: row.member_avatar },
    deliveredBy: row.delivered_by_name,
    refundedBy: row.refunded_by_name,
    deliveryId: row.outbox_id,
  };
}
