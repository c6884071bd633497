import { botSettingLabels, isBotSettingKey } from '@panel/contract/api/bot-settings';
import {
  deliveryMessages,
  deliveryTypeLabels,
  type Delivery,
  type DeliveryList,
  type DeliveryListQuery,
  type DeliveryType,
} from '@panel/contract/api/deliveries';
import type { Database, Executor } from '../../db/client';
import { settingField } from '../../discord/effects';
import { conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { readBotSettings } from '../bot-settings';
import { presentDelivery } from './present';
import {
  countRecentFailures,
  discardDeliveryRow,
  findDelivery,
  findDeliveryPage,
  lockDelivery,
  requeueDelivery,
  requeueFailedOfType,
  type DeliveryFilter,
} from './repository';

const gone = () => notFound('Entrega não encontrada.');

export async function listDeliveries(
  db: Database,
  query: DeliveryListQuery & Pick<DeliveryFilter, 'page' | 'limit'>,
): Promise<DeliveryList> {
  const [page, failedLast24h] = await Promise.all([
    findDeliveryPage(db, query),
    countRecentFailures(db),
  ]);
  return { data: page.rows.map(presentDelivery), total: page.total, failedLast24h };
}

export async function getDelivery(db: Executor, id: number): Promise<Delivery> {
  const row = await findDelivery(db, id);
  if (!row) throw gone();
  return presentDelivery(row);
}

/**
 * A failed delivery goes back in the queue for a fresh round of tries; a skipped one gets
 * the id of the setting it was missing, which must now be configured. Audited.
 */
export function retryDelivery(db: Database, id: number, audit: AuditContext): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const row = await lockDelivery(tx, id);
    if (!row) throw gone();
    let effect = null;
    if (row.status === 'skipped' && row.missingSetting && isBotSettingKey(row.missingSetting)) {
      const settingId = (await readBotSettings(tx))[row.missingSetting];
      if (!settingId)
        throw conflict(deliveryMessages.stillMissing(botSettingLabels[row.missingSetting]));
      effect = { ...row.effect, [settingField(row.effect)]: settingId };
    } else if (row.status !== 'failed') {
      throw conflict(deliveryMessages.notRetryable);
    }
    await requeueDelivery(tx, id, effect);
    const delivery = await getDelivery(tx, id);
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'deliveries.retry',
      target: delivery.member?.id ?? `outbox:${id}`,
      details: `Reenviou a entrega #${id} ao Discord: ${delivery.summary}`,
      before: { status: row.status, attempts: row.attempts },
      after: { status: 'pending', attempts: 0 },
    });
    return delivery;
  });
}

/** Every failed delivery of one type back in the queue, in one audited step. */
export function retryFailedDeliveries(
  db: Database,
  type: DeliveryType,
  audit: AuditContext,
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const count = await requeueFailedOfType(tx, type);
    if (count > 0) {
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'deliveries.retryFailed',
        target: type,
        details: `Reenviou ${count} ${count === 1 ? 'entrega' : 'entregas'} de "${deliveryTypeLabels[type]}" que ${count === 1 ? 'falhou' : 'falharam'}`,
        before: { status: 'failed', count },
        after: { status: 'pending', count },
      });
    }
    return { count };
  });
}

/** Staff drop a delivery that will not or should not go out, saying why. Audited. */
export function discardDelivery(
  db: Database,
  input: { id: number; reason: string },
  audit: AuditContext,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const row = await lockDelivery(tx, input.id);
    if (!row) throw gone();
    const retrying = row.status === 'pending' && row.attempts > 0;
    if (!(row.status === 'failed' || row.status === 'skipped' || retrying))
      throw conflict(deliveryMessages.notDiscardable);
    await discardDeliveryRow(tx, input.id, audit.actor, input.reason);
    const delivery = await getDelivery(tx, input.id);
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'deliveries.discard',
      target: delivery.member?.id ?? `outbox:${input.id}`,
      details: `Descartou a entrega #${input.id} ao Discord (${delivery.summary}). Motivo: ${input.reason}`,
      before: { status: row.status },
      after: { status: 'discarded', reason: input.reason },
    });
    return delivery;
  });
}
