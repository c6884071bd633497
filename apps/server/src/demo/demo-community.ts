import type { Transaction } from '../db/client';
import { seedPlayerPeaks } from './demo-game-peaks';
import { sequence } from './demo-random';
import { seedStoreSales } from './demo-store-sales';
import type { PlannedShift } from './demo-team-shifts';

/**
 * The community's side of the demo's 90 days, so "Comunidade" shows the store's best sellers and
 * the game server's players online from the first start: the regulars' purchases (paid with the
 * points their voice time earned, delivered by the staff on duty in `shifts`) and the server's
 * daily peaks (docs/decisions/2026-12-05-community-analytics.md).
 */
export async function seedDemoCommunityHistory(
  tx: Transaction,
  shifts: readonly PlannedShift[],
  now = new Date(),
): Promise<void> {
  await seedStoreSales(tx, shifts, now, sequence(7));
  await seedPlayerPeaks(tx, now, sequence(11));
}
