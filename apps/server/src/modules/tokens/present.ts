import type { Token } from '@panel/contract/api/tokens';
import type { tokens } from '../../db/schema/tokens';

export type TokenRow = typeof tokens.$inferSelect;

export function toToken(row: TokenRow): Token {
  return {
    id: String(row.id),
    token: row.token,
    uses: row.uses,
    maxUses: row.maxUses,
    expiresAt: row.expiresAt.toISOString(),
    type: row.type,
    discordId: row.discordId,
    discordRole: row.discordRole,
    ticketId: row.ticketId === null ? null : String(row.ticketId),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
  };
}
