import { Batches } from '../../../db/batches';
import { preparedExecutor, type Database } from '../../../db/client';
import {
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
  log: Batches<JoinRecord, undefined>;
}

export function joinBatches(db: Database): JoinBatches {
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
        await recordJoins(db, joins);
        return joins.map(() => undefined);
      },
      { maxBatch: 500, lanes: 1 },
    ),
  };
}
