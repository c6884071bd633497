import type { CreatableTokenType } from '@panel/contract/api/tokens';
import type { Executor } from '../../../db/client';
import { randomCode } from '../../tickets';
import { deleteTokenRow, insertToken, lockTokenUses } from '../repository';

/**
 * A fresh one-use code only `discordId` may redeem (what a store purchase delivers), drawn
 * without look-alikes and redeemed in any case (docs/decisions/2026-11-28-codes-case.md); a
 * clash with an existing code just draws another. Runs in the caller's transaction.
 */
export async function issueMemberCode(
  tx: Executor,
  input: {
    type: CreatableTokenType;
    discordId: string;
    expiresAt: Date;
    createdBy: { id: string | null; name: string };
  },
): Promise<{ id: number; token: string }> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const row = await insertToken(tx, {
      token: randomCode(),
      type: input.type,
      maxUses: 1,
      expiresAt: input.expiresAt,
      discordId: input.discordId,
      discordRole: null,
      generated: true,
      createdById: input.createdBy.id,
      createdByName: input.createdBy.name,
    });
    if (row) return { id: row.id, token: row.token };
  }
  throw new Error('could not draw a free code');
}

/**
 * Deletes a code that was never used (a refunded purchase's); `used` when someone redeemed it
 * (it stays), `gone` when staff already deleted it. The row is locked first, so a redemption
 * running at the same time either finishes before (used) or finds no code.
 */
export async function revokeUnusedCode(
  tx: Executor,
  tokenId: number,
): Promise<'revoked' | 'used' | 'gone'> {
  const uses = await lockTokenUses(tx, tokenId);
  if (uses === null) return 'gone';
  if (uses > 0) return 'used';
  await deleteTokenRow(tx, tokenId);
  return 'revoked';
}
