import type { Action, ActionKind } from '@panel/contract/api/actions';
import type { Database, Executor, Transaction } from '../../db/client';
import type { DiscordPort } from '../../discord/port';
import { conflict, notFound } from '../../http/errors';
import { withdrawEffects } from '../../outbox/enqueue';
import type { AuditContext } from '../audit';
import { deliveriesOfRequest } from '../deliveries';
import { findAction, insertAction, lockAction, markUndone, type ActionRow } from './repository';

/**
 * Takes an action back inside the undo's transaction: puts back what it changed and audits
 * that. Its held effects are already withdrawn. Throws an `HttpError` when something done
 * since makes it impossible (the member spent the points, a new entry took the target).
 */
export type ActionUndoer = (context: {
  tx: Transaction;
  subject: Record<string, unknown>;
  audit: AuditContext;
  discord: DiscordPort;
}) => Promise<void>;

export type ActionUndoers = Record<ActionKind, ActionUndoer>;

/**
 * Records, in the transaction of the action, that whoever did it may undo it for `undoMs`;
 * returns until when, to hold its effects as long (`enqueueEffects`' `notBefore`), or `null`
 * when undoing is off (`undoMs` 0) or the action has no request id.
 * See docs/decisions/2026-12-04-undoable-actions.md.
 */
export async function holdAction(
  tx: Executor,
  audit: AuditContext,
  action: { kind: ActionKind; subject: Record<string, unknown> },
  options: { undoMs: number; now?: Date },
): Promise<Date | null> {
  if (options.undoMs <= 0 || !audit.requestId || !audit.actor.id) return null;
  const now = options.now ?? new Date();
  const undoUntil = new Date(now.getTime() + options.undoMs);
  await insertAction(tx, {
    id: audit.requestId,
    kind: action.kind,
    actorId: audit.actor.id,
    subject: action.subject,
    createdAt: now,
    undoUntil,
  });
  return undoUntil;
}

const unknownAction = () => notFound('Ação não encontrada.');

async function present(db: Executor, row: ActionRow): Promise<Action> {
  return {
    id: row.id,
    kind: row.kind as ActionKind,
    createdAt: row.createdAt.toISOString(),
    undoUntil: row.undoUntil.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    deliveries: await deliveriesOfRequest(db, row.id),
  };
}

/** One's own action: another staff member's reads as unknown (no ids to probe). */
export async function readAction(db: Database, id: string, actorId: string): Promise<Action> {
  const row = await findAction(db, id);
  if (row?.actorId !== actorId) throw unknownAction();
  return present(db, row);
}

/**
 * "Desfazer": only whoever did the action, within its window, before Discord or the game
 * received any of its effects. The effects are withdrawn, the module's undo puts back what
 * the action changed, and the action is marked undone, in one transaction; anything else
 * changes nothing (404 or 409).
 */
export async function undoAction(
  deps: { db: Database; discord: DiscordPort; undoers: ActionUndoers },
  id: string,
  audit: AuditContext,
  now = new Date(),
): Promise<Action> {
  return deps.db.transaction(async (tx) => {
    const row = await lockAction(tx, id);
    if (!row || row.actorId !== audit.actor.id) throw unknownAction();
    if (row.undoneAt) throw conflict('Esta ação já foi desfeita.');
    if (now > row.undoUntil) {
      throw conflict('Não é mais possível desfazer: o prazo para desfazer passou.');
    }
    const withdrawn = await withdrawEffects(
      tx,
      id,
      { id: audit.actor.id ?? '', name: audit.actor.name },
      'Ação desfeita por quem a fez',
    );
    if (!withdrawn) {
      throw conflict('Tarde demais para desfazer: o Discord já recebeu esta ação.');
    }
    const undo = deps.undoers[row.kind as ActionKind];
    await undo({ tx, subject: row.subject, audit, discord: deps.discord });
    return present(tx, await markUndone(tx, id, now));
  });
}
