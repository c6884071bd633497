import { and, asc, eq, sql } from 'drizzle-orm';
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

  /**
   * The community's figures count each join on its day (migration 0053), from its insert: the
   * join check's statement counted these on the seed's day, and no trigger follows a join's date
   * (only the demo moves one). So their facts are taken back before the dates change and counted
   * after, with the migration's own functions, as a rebuild counts them; the members' first joins
   * let in get their dates too.
   */
  private async countJoins(tx: Transaction, how: 'taken back' | 'counted'): Promise<void> {
    const fact = how === 'counted' ? sql`f` : sql`analytics_fact_negated(f)`;
    await tx.execute(sql`select analytics_apply(array(
      select ${fact} from game_joins as r, analytics_join_facts(r) as f
      where r.server_id = ${this.serverId}))`);
    if (how === 'taken back') return;
    await tx.execute(sql`update analytics_first_joins as f set joined_at = j.at
      from (select discord_id, min(at) as at from game_joins
        where server_id = ${this.serverId} and outcome = 'allowed' and discord_id is not null
        group by discord_id) as j
      where f.discord_id = j.discord_id and f.server_id = ${this.serverId}`);
  }

  async write(tx: Transaction): Promise<void> {
    const rows = await tx
      .select({ id: gameJoins.id })
      .from(gameJoins)
      .where(eq(gameJoins.serverId, this.serverId))
      .orderBy(asc(gameJoins.id));
    if (rows.length !== this.joins.length) throw new Error('the demo joins were not all recorded');
    await this.countJoins(tx, 'taken back');
    for (const [i, at] of this.joins.entries()) {
      const row = rows[i];
      if (row) await tx.update(gameJoins).set({ at }).where(eq(gameJoins.id, row.id));
    }
    await this.countJoins(tx, 'counted');
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
