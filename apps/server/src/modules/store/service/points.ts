import {
  pointsText,
  storeLimits,
  storeMessages,
  type GrantPointsResult,
  type StoreHistory,
} from '@panel/contract/api/store';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client';
import { conflict } from '../../../http/errors';
import { holdAction, type ActionUndoer } from '../../actions';
import { recordAudit, type AuditContext } from '../../audit';
import { toLedgerEntry, toPurchase } from '../present-purchase';
import {
  changeBalance,
  deleteGrantEntry,
  findBalance,
  findLedgerPage,
  insertLedgerEntry,
  lockBalance,
} from '../repository/points';
import { findMemberPurchases } from '../repository/purchases';
import { findMemberName } from '../repository/members';

export function balanceOf(db: Executor, userId: string): Promise<number> {
  return findBalance(db, userId);
}

/** "Minha Conta": the balance, the latest movements and purchases. */
export async function historyOf(db: Executor, userId: string): Promise<StoreHistory> {
  const [points, ledger, purchases] = await Promise.all([
    findBalance(db, userId),
    findLedgerPage(db, userId, storeLimits.historyMax),
    findMemberPurchases(db, userId, storeLimits.historyMax),
  ]);
  return { points, ledger: ledger.map(toLedgerEntry), purchases: purchases.map(toPurchase) };
}

/**
 * Staff give (or, negative, take) points with a reason. The member's balance row is locked
 * like a redemption's; taking more than the member has is refused and changes nothing.
 */
export async function grantPoints(
  db: Database,
  input: { discordId: string; amount: number; reason: string },
  audit: AuditContext,
  options: { undoMs: number; now?: Date } = { undoMs: 0 },
): Promise<GrantPointsResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const before = await lockBalance(tx, input.discordId);
    const points = await changeBalance(tx, input.discordId, input.amount);
    if (points === null) throw conflict(storeMessages.balanceTooLow(before));
    const entry = await insertLedgerEntry(tx, {
      userId: input.discordId,
      kind: 'grant',
      amount: input.amount,
      reason: input.reason,
      actor: audit.actor,
      at: now,
    });
    const name = await findMemberName(tx, input.discordId);
    const who = name ? `${name} (${input.discordId})` : input.discordId;
    await recordAudit(tx, audit, {
      actionType: 'update',
      action: 'store.points',
      target: input.discordId,
      details:
        input.amount > 0
          ? `Deu ${pointsText(input.amount)} a ${who}: ${input.reason}`
          : `Tirou ${pointsText(-input.amount)} de ${who}: ${input.reason}`,
      before: { points: before },
      after: { points },
    });
    const subject: GrantUndoSubject = { entryId: entry.id, discordId: input.discordId };
    await holdAction(tx, audit, { kind: 'store.grant', subject }, { undoMs: options.undoMs, now });
    return { discordId: input.discordId, name, points, entry: toLedgerEntry(entry) };
  });
}

const grantUndoSchema = z.object({ entryId: z.number().int(), discordId: z.string() });
type GrantUndoSubject = z.infer<typeof grantUndoSchema>;

/**
 * Undoes a grant (`store.grant`): its movement is dropped and the balance is what it was.
 * Refused when the member already spent what was given (the balance would go below zero).
 */
export const undoGrant: ActionUndoer = async ({ tx, subject, audit }) => {
  const { entryId, discordId } = grantUndoSchema.parse(subject);
  const before = await lockBalance(tx, discordId);
  const entry = await deleteGrantEntry(tx, entryId);
  if (!entry) {
    throw conflict('Não é possível desfazer: este lançamento de pontos não existe mais.');
  }
  const points = await changeBalance(tx, discordId, -entry.amount);
  if (points === null) {
    throw conflict('Não é possível desfazer: o membro já gastou os pontos recebidos.');
  }
  const name = await findMemberName(tx, discordId);
  const who = name ? `${name} (${discordId})` : discordId;
  await recordAudit(tx, audit, {
    actionType: 'update',
    action: 'store.points.undo',
    target: discordId,
    details:
      entry.amount > 0
        ? `Desfez a entrega de ${pointsText(entry.amount)} a ${who}`
        : `Desfez a retirada de ${pointsText(-entry.amount)} de ${who}`,
    before: { points: before },
    after: { points },
  });
};
