import type { CommunityMember } from '@panel/discord-local/community-members';
import type { storeProducts } from '../db/schema/store';
import { between, pickWith } from './demo-random';
import { saoPauloAt } from './demo-team-shifts';

type Product = typeof storeProducts.$inferSelect;

export interface PlannedSale {
  product: Product;
  buyer: CommunityMember;
  at: Date;
}

/**
 * How often each product sells against the others: the alerts and the away screen most, the
 * overlay and the hand-drawn banner less. The emote pack is left out: its Apoiador role is one
 * no member of the local Discord holds, and a delivered purchase would have given it.
 */
const popularity: Readonly<Record<string, number>> = {
  'Alertas Animados': 5,
  'Tela de Ausente': 4,
  'Overlay Premium': 2,
  'Banner Personalizado': 2,
};

/** The days back the sales cover: inside the page's 90 days, whatever the hour of the seed. */
const salesDays = 88;

/** A member's points over time, as the ledger moved them: voice days, purchases, refunds. */
export class Wallets {
  private readonly moves = new Map<string, { at: number; amount: number }[]>();

  constructor(ledger: readonly { userId: string; amount: number; createdAt: Date }[]) {
    for (const row of ledger) this.add(row.userId, row.createdAt.getTime(), row.amount);
  }

  /** Whether `price` spent at `at` leaves the balance at zero or above from then on. */
  affords(userId: string, at: number, price: number): boolean {
    let running = 0;
    // The balance at `at` (the moves are in time order), then the lowest it comes to after.
    let lowest = 0;
    for (const move of this.moves.get(userId) ?? []) {
      running += move.amount;
      lowest = move.at <= at ? running : Math.min(lowest, running);
    }
    return lowest >= price;
  }

  spend(userId: string, at: number, price: number): void {
    this.add(userId, at, -price);
  }

  private add(userId: string, at: number, amount: number): void {
    const moves = this.moves.get(userId) ?? [];
    const index = moves.findIndex((move) => move.at > at);
    moves.splice(index === -1 ? moves.length : index, 0, { at, amount });
    this.moves.set(userId, moves);
  }
}

/** A product drawn by its popularity among those still on sale. */
function drawProduct(products: readonly Product[], random: () => number): Product | undefined {
  const total = products.reduce((sum, product) => sum + (popularity[product.name] ?? 0), 0);
  let left = random() * total;
  for (const product of products) {
    left -= popularity[product.name] ?? 0;
    if (left < 0) return product;
  }
  return undefined;
}

/**
 * The store's sales over the last 88 days: two to four a week, at São Paulo's afternoon and
 * evening hours, each product by its popularity (a limited one keeps at least half its stock),
 * each bought by one of `buyers` who had earned its price by then and keeps a balance at zero
 * or above afterwards. A sale nobody could afford yet is not made: the first weeks sell less.
 * A product the staff deliver sells when they deliver it before now, but the last sale: one of
 * them, bought late yesterday evening, still pending.
 */
export function planSales(input: {
  products: readonly Product[];
  buyers: readonly CommunityMember[];
  wallets: Wallets;
  /** Whether a product the staff deliver, bought at a moment, is delivered by now. */
  deliverable: (at: Date) => boolean;
  now: Date;
  random: () => number;
}): PlannedSale[] {
  const { random, now, wallets } = input;
  const moments: { at: Date; manual?: true }[] = [];
  for (let week = 0; week * 7 < salesDays; week += 1) {
    const count = 2 + Math.floor(random() * 3);
    for (let n = 0; n < count; n += 1) {
      const daysAgo = 1 + week * 7 + Math.floor(random() * 7);
      const hour = random() < 0.35 ? between(random, 11, 18) : between(random, 18, 23.5);
      if (daysAgo <= salesDays) moments.push({ at: saoPauloAt(now, daysAgo, hour) });
    }
  }
  // Yesterday evening's, for the staff to deliver: the pending one.
  moments.push({ at: saoPauloAt(now, 1, between(random, 22, 23.5)), manual: true });
  moments.sort((a, b) => a.at.getTime() - b.at.getTime());
  const sold = new Map<number, number>();
  const onSale = (product: Product) =>
    (popularity[product.name] ?? 0) > 0 &&
    (product.stock === null || (sold.get(product.id) ?? 0) < Math.floor(product.stock / 2));
  const sales: PlannedSale[] = [];
  for (const { at, manual } of moments) {
    const choices = input.products.filter((product) =>
      manual
        ? onSale(product) && product.delivery === 'manual'
        : onSale(product) && (product.delivery !== 'manual' || input.deliverable(at)),
    );
    const product = drawProduct(choices, random);
    if (!product) continue;
    const able = input.buyers.filter((buyer) =>
      wallets.affords(buyer.id, at.getTime(), product.price),
    );
    if (able.length === 0) continue;
    const buyer = pickWith(random, able);
    wallets.spend(buyer.id, at.getTime(), product.price);
    sold.set(product.id, (sold.get(product.id) ?? 0) + 1);
    sales.push({ product, buyer, at });
  }
  return sales;
}
