import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import {
  gameIdentities,
  gameIdentitySightings,
  gameJoins,
  gameServers,
} from '../db/schema/game-servers';
import { sortIdentifiers } from '../modules/game-servers';
import type { DemoJoin, DemoLink, DemoPlayer } from './demo-game-players';

interface Span {
  first: Date;
  last: Date;
}

const widen = (span: Span | undefined, at: Date): Span => ({
  first: span?.first ?? at,
  last: at,
});

const identifiersOf = (player: DemoPlayer) =>
  sortIdentifiers(player.identifiers, player.tokens).identities;

/**
 * When the demo's game history happened. The join check's statement dates what it writes with
 * the transaction's `now()`, the seed's one moment; this keeps, from the script, when each join
 * was, when each identity was first and last seen and linked, and when each member was seen
 * with it, and writes those dates over the seed's.
 */
export class GameTimes {
  private readonly joins: Date[] = [];
  private readonly identities = new Map<string, Span & { linkedAt?: Date }>();
  private readonly sightings = new Map<string, Span & { identifier: string; memberId: string }>();

  constructor(private readonly serverId: number) {}

  joined(join: DemoJoin): void {
    this.joins.push(join.at);
    for (const { identifier } of identifiersOf(join.player)) {
      const known = this.identities.get(identifier);
      const linkedAt = known?.linkedAt ?? (join.memberId === null ? undefined : join.at);
      this.identities.set(identifier, { ...widen(known, join.at), ...(linkedAt && { linkedAt }) });
      if (join.memberId === null) continue;
      const key = `${identifier} ${join.memberId}`;
      const seen = this.sightings.get(key);
      this.sightings.set(key, {
        ...widen(seen, join.at),
        identifier,
        memberId: join.memberId,
      });
    }
  }

  linked(link: DemoLink): void {
    for (const { identifier } of identifiersOf(link.player)) {
      const known = this.identities.get(identifier);
      if (known && !known.linkedAt)
        this.identities.set(identifier, { ...known, linkedAt: link.at });
    }
  }

  async write(tx: Transaction): Promise<void> {
    const rows = await tx
      .select({ id: gameJoins.id })
      .from(gameJoins)
      .where(eq(gameJoins.serverId, this.serverId))
      .orderBy(asc(gameJoins.id));
    if (rows.length !== this.joins.length) throw new Error('the demo joins were not all recorded');
    for (const [i, at] of this.joins.entries()) {
      const row = rows[i];
      if (row) await tx.update(gameJoins).set({ at }).where(eq(gameJoins.id, row.id));
    }
    for (const [identifier, span] of this.identities) {
      await tx
        .update(gameIdentities)
        .set({
          firstSeenAt: span.first,
          lastSeenAt: span.last,
          ...(span.linkedAt && { linkedAt: span.linkedAt }),
        })
        .where(eq(gameIdentities.identifier, identifier));
    }
    for (const span of this.sightings.values()) {
      await tx
        .update(gameIdentitySightings)
        .set({ firstSeenAt: span.first, lastSeenAt: span.last })
        .where(
          and(
            eq(gameIdentitySightings.serverId, this.serverId),
            eq(gameIdentitySightings.identifier, span.identifier),
            eq(gameIdentitySightings.discordId, span.memberId),
          ),
        );
    }
    const lastCall = this.joins.at(-1);
    if (lastCall) {
      await tx
        .update(gameServers)
        .set({ lastSeenAt: lastCall })
        .where(eq(gameServers.id, this.serverId));
    }
  }
}
