import {
  cannotEnterConfirmText,
  cannotEnterText,
  gameEntryRefusals,
  storeMessages,
  type GameEntryRefusal,
  type StoreGameAccess,
} from '@panel/contract/api/store';
import type { GameJoinReason } from '@panel/contract/api/game-servers';
import type { Executor } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { decideMemberEntry } from '../../game-servers';
import { findProduct, type ProductRow } from '../repository/products';
import { productServers } from './game-commands';

// A member is not sold an in-game item they cannot receive without knowing it
// (docs/decisions/2026-12-04-store-game-access.md).

const canEnter: StoreGameAccess = { canEnter: true, refusals: [] };

function isRefusal(reason: GameJoinReason): reason is GameEntryRefusal {
  return (gameEntryRefusals as readonly string[]).includes(reason);
}

/**
 * Whether the member can enter at least one game server the product is delivered to, each
 * decided as the server's join would be. A product not delivered in the game, or without any
 * server connected (its purchase is refused for that), has nothing to warn about.
 */
export async function gameAccessOf(
  db: Executor,
  memberId: string,
  product: Pick<ProductRow, 'delivery' | 'gameServerIds'>,
): Promise<StoreGameAccess> {
  if (product.delivery !== 'game') return canEnter;
  const entries = await decideMemberEntry(db, memberId, await productServers(db, product));
  const refusals = entries.flatMap(({ serverName, reason }) =>
    isRefusal(reason) ? [{ serverName, reason }] : [],
  );
  if (entries.length === 0 || refusals.length < entries.length) return canEnter;
  return { canEnter: false, refusals };
}

/** `GET /api/store/products/{id}/game-access`: what the product page warns about. */
export async function productGameAccess(
  db: Executor,
  memberId: string,
  productId: number,
): Promise<StoreGameAccess> {
  const product = await findProduct(db, productId);
  if (!product || product.hidden) throw notFound(storeMessages.notFound);
  return gameAccessOf(db, memberId, product);
}

/**
 * Refuses (409) redeeming an in-game product the member cannot receive yet, unless they
 * confirmed they buy it anyway: their points are not spent by mistake.
 */
export async function refuseUnconfirmedGameAccess(
  tx: Executor,
  memberId: string,
  product: ProductRow,
  confirmed: boolean,
): Promise<void> {
  if (confirmed || product.delivery !== 'game') return;
  const access = await gameAccessOf(tx, memberId, product);
  if (!access.canEnter) {
    throw conflict(`${cannotEnterText(access.refusals)} ${cannotEnterConfirmText}`);
  }
}
