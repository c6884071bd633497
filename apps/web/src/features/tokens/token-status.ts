import type { Token } from '@panel/contract/api/tokens';

export type TokenStatus = 'active' | 'expired' | 'usedUp';

export const tokenStatusLabels: Record<TokenStatus, string> = {
  active: 'Ativo',
  expired: 'Expirado',
  usedUp: 'Esgotado',
};

/** Whether a code can still be redeemed; used up wins, since no new date would revive it. */
export function tokenStatus(
  token: Pick<Token, 'uses' | 'maxUses' | 'expiresAt'>,
  now: Date,
): TokenStatus {
  if (token.uses >= token.maxUses) return 'usedUp';
  if (Date.parse(token.expiresAt) <= now.getTime()) return 'expired';
  return 'active';
}
