import {
  botSettingKeys,
  botSettingLabels,
  isBotSettingKey,
  type BotSettings,
} from '@panel/contract/api/bot-settings';
import {
  deliveryMessages,
  deliveryStatusLabels,
  deliveryTypeLabels,
  ownFailuresShown,
  type Delivery,
  type DeliveryList,
  type OwnDeliveryFailures,
} from '@panel/contract/api/deliveries';
import type { Database, Executor } from '../../db/client';
import { listReader } from '../../db/list-page';
import type { ListPageOf } from '@panel/contract/api/paged-list';
import { settingField } from '../../outbox/discord-effects';
import type { OutboxEffect } from '../../outbox/effects';
import { conflict, notFound } from '../../http/errors';
import { recordAudit, type AuditContext } from '../audit';
import { readBotSettings } from '../bot-settings';
import { failureReason, isRetryable, presentDelivery } from './present';
import {
  countRecentFailures,
  discardableCondition,
  discardDeliveryRow,
  discardDeliveryRows,
  findDeliveriesOfRequest,
  findDelivery,
  findDeliveryPage,
  findOwnFailures,
  lockDelivery,
  lockMatchingDeliveries,
  ownFailuresDays,
  requeueDeliveries,
  requeueDelivery,
  retryableCondition,
  type DeliveryFilter,
  type DeliveryPageFilter,
  type DeliveryRow,
} from './repository';

const gone = () => notFound('Entrega não encontrada.');

/** The bot settings that have an id now: a delivery skipped for one of them can be sent. */
function configuredKeys(settings: BotSettings): string[] {
  return botSettingKeys.filter((key) => Boolean(settings[key]));
}

/**
 * Deliveries for staff, newest first, a page at a time, with how many of the filter can be
 * retried or discarded (counted by the same statement as the total).
 */
const readDeliveries = listReader({
  name: 'deliveries',
  read: (db, query: DeliveryPageFilter & { configured: readonly string[] }, range) =>
    findDeliveryPage(db, query, query.configured, range),
  present: (row: DeliveryRow) => row,
});

export async function listDeliveries(
  db: Database,
  query: DeliveryPageFilter,
): Promise<ListPageOf<DeliveryList>> {
  const configured = configuredKeys(await readBotSettings(db));
  const [page, failedLast24h] = await Promise.all([
    readDeliveries(db, { ...query, configured }),
    countRecentFailures(db),
  ]);
  const ready = new Set(configured);
  return {
    ...page,
    items: page.items.map((row) => presentDelivery(row, ready)),
    extra: {
      retryableCount: page.extra?.retryable ?? 0,
      discardableCount: page.extra?.discardable ?? 0,
      failedLast24h,
    },
  };
}

export async function getDelivery(db: Executor, id: number): Promise<Delivery> {
  const [row, settings] = await Promise.all([findDelivery(db, id), readBotSettings(db)]);
  if (!row) throw gone();
  return presentDelivery(row, new Set(configuredKeys(settings)));
}

/** The effect of a skipped delivery with the now configured id of the setting it lacked. */
function completed(effect: OutboxEffect, settings: BotSettings, missing: string): OutboxEffect {
  // Only Discord's effects are skipped for a setting; a game command or a webhook never is.
  if (
    effect.type === 'game.command' ||
    effect.type === 'gameDb.write' ||
    effect.type === 'webhook.deliver'
  ) {
    return effect;
  }
  const id = isBotSettingKey(missing) ? settings[missing] : undefined;
  return id ? { ...effect, [settingField(effect)]: id } : effect;
}

/**
 * A failed delivery goes back in the queue for a fresh round of tries, unless what it acts on
 * no longer exists on Discord; a skipped one gets the id of the setting it was missing, which
 * must now be configured. Audited.
 */
export function retryDelivery(db: Database, id: number, audit: AuditContext): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const row = await lockDelivery(tx, id);
    if (!row) throw gone();
    const settings = await readBotSettings(tx);
    let effect = null;
    if (row.status === 'skipped' && row.missingSetting && isBotSettingKey(row.missingSetting)) {
      if (!settings[row.missingSetting])
        throw conflict(deliveryMessages.stillMissing(botSettingLabels[row.missingSetting]));
      effect = completed(row.effect, settings, row.missingSetting);
    } else if (row.status !== 'failed') {
      throw conflict(deliveryMessages.notRetryable);
    } else if (!isRetryable(row, new Set())) {
      const reason = failureReason({
        effect: row.effect,
        failure_code: row.failureCode,
        discord_code: row.discordCode,
        status: row.status,
        attempts: row.attempts,
      });
      throw conflict(deliveryMessages.permanent(reason));
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

/** The filter in words, for the audit entry: `estado "Falhou", tipo "Adicionar cargo"`. */
function describeFilter(filter: DeliveryFilter): string {
  const parts = [
    filter.status ? `estado "${deliveryStatusLabels[filter.status]}"` : null,
    filter.type ? `tipo "${deliveryTypeLabels[filter.type]}"` : null,
    filter.search?.trim() ? `membro "${filter.search.trim()}"` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'todas as entregas';
}

const countFormat = new Intl.NumberFormat('pt-BR');
const entregas = (count: number) =>
  count === 1 ? '1 entrega' : `${countFormat.format(count)} entregas`;

/**
 * "Tentar novamente todas": every delivery matching the filter that a new try can fix goes
 * back in the queue, in one transaction with one audit entry. The rows are locked first, so a
 * concurrent request finds them queued already and counts none of them twice.
 */
export function retryAllDeliveries(
  db: Database,
  filter: DeliveryFilter,
  audit: AuditContext,
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const settings = await readBotSettings(tx);
    const rows = await lockMatchingDeliveries(
      tx,
      filter,
      retryableCondition(configuredKeys(settings)),
    );
    const failed = rows.filter((row) => row.status === 'failed').map((row) => row.id);
    await requeueDeliveries(tx, failed);
    for (const row of rows) {
      if (row.status !== 'skipped' || !row.missing_setting) continue;
      await requeueDelivery(
        tx,
        Number(row.id),
        completed(row.effect, settings, row.missing_setting),
      );
    }
    const count = rows.length;
    if (count > 0) {
      await recordAudit(tx, audit, {
        actionType: 'update',
        action: 'deliveries.retryAll',
        target: null,
        details: `Reenviou ${entregas(count)} ao Discord (${describeFilter(filter)})`,
        before: { count },
        after: { status: 'pending', count },
      });
    }
    return { count };
  });
}

/**
 * "Descartar todas": every delivery matching the filter that still waits for a fix (failed,
 * skipped, retrying but not being sent) is dropped with the reason, in one transaction with
 * one audit entry.
 */
export function discardAllDeliveries(
  db: Database,
  input: DeliveryFilter & { reason: string },
  audit: AuditContext,
): Promise<{ count: number }> {
  return db.transaction(async (tx) => {
    const rows = await lockMatchingDeliveries(tx, input, discardableCondition);
    await discardDeliveryRows(
      tx,
      rows.map((row) => row.id),
      audit.actor,
      input.reason,
    );
    const count = rows.length;
    if (count > 0) {
      await recordAudit(tx, audit, {
        actionType: 'delete',
        action: 'deliveries.discardAll',
        target: null,
        details: `Descartou ${entregas(count)} ao Discord (${describeFilter(input)}). Motivo: ${input.reason}`,
        before: { count },
        after: { status: 'discarded', count, reason: input.reason },
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

/** What a request (a staff decision) asked of Discord, and how each delivery went. */
export async function deliveriesOfRequest(db: Executor, requestId: string): Promise<Delivery[]> {
  const rows = await findDeliveriesOfRequest(db, requestId);
  if (rows.length === 0) return [];
  const ready = new Set(configuredKeys(await readBotSettings(db)));
  return rows.map((row) => presentDelivery(row, ready));
}

/** The latest deliveries of this staff member's own changes that failed for good. */
export async function ownDeliveryFailures(
  db: Database,
  actorId: string,
): Promise<OwnDeliveryFailures> {
  const { rows, total } = await findOwnFailures(db, actorId, ownFailuresShown);
  const ready = new Set(configuredKeys(await readBotSettings(db)));
  return { data: rows.map((row) => presentDelivery(row, ready)), total, days: ownFailuresDays };
}
