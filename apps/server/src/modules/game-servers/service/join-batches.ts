import type { GameJoinOutcome, GameJoinReason } from '@panel/contract/api/game-servers';
import type { BaseLogger } from 'pino';
import { Batches } from '../../../db/batches';
import { preparedExecutor, type Database } from '../../../db/client';
import { queueWebhookEvents } from '../../integrations';
import {
  findMemberNames,
  readJoinFacts,
  recordJoins,
  type FactsRequest,
  type JoinFacts,
  type JoinRecord,
} from '../repository/joins';

/**
 * The join check's two statements, each shared by the joins that arrive together: a restart's
 * burst of hundreds reads its facts in a few statements and records them in a few more, where
 * one statement per join would wait on the pool's ten connections
 * (docs/decisions/2026-11-28-game-servers.md).
 */
export interface JoinBatches {
  facts: Batches<FactsRequest, JoinFacts>;
  log: Batches<LoggedJoin, undefined>;
}

/** A join to record, with its server's name for whoever hears of it (`JoinsRecorded`). */
export type LoggedJoin = JoinRecord & { serverName: string };

/** A member's join, once recorded. */
export interface RecordedJoin {
  serverId: number;
  serverName: string;
  discordId: string;
  playerName: string;
  outcome: GameJoinOutcome;
  reason: GameJoinReason;
}

/**
 * Told of the members' joins each batch recorded, after the statement and without the joins
 * waiting for it: the members' watchlist warning, given by the app (game-servers imports no
 * module that reads it; docs/decisions/2026-12-05-member-file.md).
 */
export type JoinsRecorded = (joins: readonly RecordedJoin[]) => Promise<void>;

export interface JoinWatchers {
  joinsRecorded?: JoinsRecorded;
  log?: Pick<BaseLogger, 'error'>;
}

function tell(watchers: JoinWatchers, joins: readonly LoggedJoin[]): void {
  const { joinsRecorded } = watchers;
  if (!joinsRecorded) return;
  const members = joins.flatMap((join) =>
    join.discordId === null
      ? []
      : [
          {
            serverId: join.serverId,
            serverName: join.serverName,
            discordId: join.discordId,
            playerName: join.playerName,
            outcome: join.outcome,
            reason: join.reason,
          },
        ],
  );
  if (members.length === 0) return;
  // Not awaited, nor run inside the batch: the joins get their answer without waiting for it.
  void Promise.resolve()
    .then(() => joinsRecorded(members))
    .catch((error: unknown) => {
      watchers.log?.error({ err: error }, 'recorded joins watcher failed');
    });
}

/**
 * Records a batch; its refused joins are `game.join_refused` events, queued in the same
 * transaction with one look-up of the subscribers (and of the members' names, only when someone
 * subscribes). A batch without a refusal is its one statement, as before.
 */
async function recordBatch(db: Database, joins: readonly LoggedJoin[]): Promise<void> {
  const refused = joins.filter((join) => join.outcome === 'refused');
  if (refused.length === 0) {
    await recordJoins(db, joins);
    return;
  }
  await db.transaction(async (tx) => {
    await recordJoins(tx, joins);
    await queueWebhookEvents(tx, 'game.join_refused', async () => {
      const ids = refused.flatMap((join) => (join.discordId === null ? [] : [join.discordId]));
      const names = await findMemberNames(tx, [...new Set(ids)]);
      return refused.map((join) => ({
        server: { id: String(join.serverId), name: join.serverName },
        member:
          join.discordId === null
            ? null
            : { discordId: join.discordId, name: names.get(join.discordId) ?? null },
        playerName: join.playerName,
        // The reason's code (`no_whitelist`): the player's text may hold their request code.
        reason: join.reason,
      }));
    });
  });
}

export function joinBatches(db: Database, watchers: JoinWatchers = {}): JoinBatches {
  return {
    // Reads run side by side, on a few connections that keep generic plans: the function's
    // statement is planned once per connection, whatever the size of the batch.
    facts: new Batches((requests) => readJoinFacts(preparedExecutor(db), requests), {
      maxBatch: 200,
      lanes: 3,
    }),
    // Writes one at a time: two statements upserting the same identities would wait on each other.
    log: new Batches(
      async (joins) => {
        await recordBatch(db, joins);
        tell(watchers, joins);
        return joins.map(() => undefined);
      },
      { maxBatch: 500, lanes: 1 },
    ),
  };
}
