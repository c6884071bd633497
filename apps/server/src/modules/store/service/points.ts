import {
  pointsText,
  storeLimits,
  storeMessages,
  type GrantPointsResult,
  type StoreHistory,
} from '@panel/contract/api/store';
import type { Database, Executor } from '../../../db/client';
import { conflict } from '../../../http/errors';
import { recordAudit, type AuditContext } from '../../audit';
import { toLedgerEntry, toPurchase } from '../present-purchase';
import {
  changeBalance,
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
  now = new Date(),
): Promise<GrantPointsResult> {
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
    return { discordId: input.discordId, name, points, entry: toLedgerEntry(entry) };
  });
}
