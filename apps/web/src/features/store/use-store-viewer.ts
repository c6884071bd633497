import type { UseQueryResult } from '@tanstack/react-query';
import type { CurrentUser } from '@panel/contract/api/auth';
import type { StoreBalance } from '@panel/contract/api/store';
import { useCurrentUser } from '@/lib/current-user';
import { useStoreBalance } from './api/get-store-balance';

/** Who is looking at the store: a visitor, or a member and their points. */
export interface StoreViewer {
  user: CurrentUser | null;
  /** The session is still being read. */
  userLoading: boolean;
  balance: UseQueryResult<StoreBalance>;
  /** Unknown for a visitor, while loading, or when the balance failed to load. */
  points: number | undefined;
}

export function useStoreViewer(): StoreViewer {
  const { user, isLoading } = useCurrentUser();
  const balance = useStoreBalance(user !== null);
  return { user, userLoading: isLoading, balance, points: user ? balance.data?.points : undefined };
}

export type RedeemAvailability = 'soldOut' | 'signIn' | 'waiting' | 'insufficient' | 'available';

/** What the redeem button offers: sold out first, then sign-in, then whether the points suffice. */
export function redeemAvailability(
  product: { price: number; stock: number | null },
  viewer: Pick<StoreViewer, 'user' | 'userLoading' | 'points'>,
): RedeemAvailability {
  if (product.stock === 0) return 'soldOut';
  if (viewer.userLoading) return 'waiting';
  if (!viewer.user) return 'signIn';
  if (viewer.points === undefined) return 'waiting';
  return viewer.points >= product.price ? 'available' : 'insufficient';
}
