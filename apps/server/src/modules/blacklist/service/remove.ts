import type { Database, Executor } from '../../../db/client';
import type { PlannedEffect } from '../../../outbox/effects';
import { enqueueEffects } from '../../../outbox/enqueue';
import { notFound } from '../../../http/errors';
import { holdAction } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import type { EntryUndoSubject } from './undo';
import { readBotSettings, type BotSettings } from '../../bot-settings';
import { entryLiftedEffects } from '../discord-effects';
import { activeSnapshot, describeTarget, entrySnapshot } from '../present';
import { findActivePlayerEntry } from '../repository/entries';
import { removeActiveEntry, removePlayerEntries } from '../repository/removals';
import { queueLifted } from '../webhook-events';
import { liftExpiredIn } from './expiry';
import { banEffects } from './game-bans';

/**
 * Staff remove an active entry: a soft delete that keeps who, when and why; the player's role
 * is taken off. An unknown, removed or expired entry is a 404. Whoever removed it may undo it
 * for `undoMs` (`blacklist.remove`), its effects held as long.
 */
export function removeEntry(
  db: Database,
  input: { id: number; reason: string | undefined },
  audit: AuditContext,
  options: { undoMs: number; now?: Date } = { undoMs: 0 },
): Promise<void> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await removeActiveEntry(tx, input.id, {
      removedAt: now,
      removedById: audit.actor.id,
      removedByName: audit.actor.name,
      removedReason: input.reason ?? null,
      liftedBy: 'staff',
    });
    if (!row)
      throw notFound('Entrada não encontrada ou já removida da blacklist. Atualize a lista.');
    await recordAudit(tx, audit, {
      actionType: 'delete',
      action: 'blacklist.remove',
      target: row.target,
      details: `Removeu ${describeTarget(row)} da blacklist${input.reason ? `: ${input.reason}` : ''}`,
      before: activeSnapshot(row),
      after: entrySnapshot(row),
    });
    await queueLifted(tx, [row], audit.actor);
    const settings = await readBotSettings(tx);
    const subject: EntryUndoSubject = { entryId: row.id };
    const heldUntil = await holdAction(
      tx,
      audit,
      { kind: 'blacklist.remove', subject },
      { undoMs: options.undoMs, now },
    );
    await enqueueEffects(
      tx,
      [
        ...entryLiftedEffects(settings, row, 'Removido da blacklist'),
        ...(await banEffects(tx, row, 'unban', 'removido da blacklist')),
      ],
      audit.requestId,
      heldUntil,
    );
  });
}

/** Removes the member's active player entry (the bot's `/blacklist remover`), as staff would. */
export async function removeMemberEntry(
  db: Database,
  input: { discordId: string; reason: string | undefined },
  audit: AuditContext,
): Promise<void> {
  const row = await findActivePlayerEntry(db, input.discordId, new Date());
  if (!row) throw notFound('Este membro não está na blacklist.');
  await removeEntry(db, { id: row.id, reason: input.reason }, audit);
}

/**
 * An approved `review_blacklist` ticket (by staff or by its unlock code) lifts the member's
 * player entry inside the approval's transaction, audited. The role is taken off even when no
 * entry is left, so the approval always leaves the member free. Returns the effects to queue.
 */
export async function liftForTicket(
  tx: Executor,
  input: { userId: string; ticketId: number },
  settings: BotSettings,
  audit: AuditContext,
  now: Date,
): Promise<PlannedEffect[]> {
  // An entry that expired before the approval is recorded as expired, not lifted by the
  // ticket; the approval's own effect below takes the role off.
  const target = { type: 'player' as const, target: input.userId };
  await liftExpiredIn(tx, now, target, { discordEffects: false });
  const lifted = await removePlayerEntries(tx, input.userId, {
    removedAt: now,
    removedById: audit.actor.id,
    removedByName: audit.actor.name,
    removedReason: `Ticket #${input.ticketId} aprovado`,
    liftedBy: 'ticket',
  });
  for (const row of lifted) {
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'blacklist.lift',
      target: row.target,
      details: `Retirou ${describeTarget(row)} da blacklist ao aprovar o ticket #${input.ticketId}`,
      before: activeSnapshot(row),
      after: entrySnapshot(row),
    });
  }
  await queueLifted(tx, lifted, audit.actor);
  return [
    ...entryLiftedEffects(settings, target, 'Blacklist revista (ticket aprovado)'),
    ...(lifted.length > 0 ? await banEffects(tx, target, 'unban', 'ticket aprovado') : []),
  ];
}
