import type { Database } from '../../db/client';
import { recordJoins, type JoinRecord } from './repository/joins';

/** Joins written in one statement at most; more wait for the next. */
const maxBatch = 500;

/**
 * Writes decided joins as group commit does: a join waits for the statement that records it,
 * and joins decided while one statement runs are written together by the next. One at a time,
 * a join is written at once; a restart's burst of hundreds writes a few statements, not
 * hundreds (docs/decisions/2026-11-28-game-servers.md).
 */
export class JoinLog {
  private waiting: { join: JoinRecord; done: (error?: Error) => void }[] = [];
  private writing: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  /** Resolves once the join is committed; rejects when its statement failed. */
  record(join: JoinRecord): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ join, done: (error) => (error ? reject(error) : resolve()) });
      this.writing ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, maxBatch);
        try {
          await recordJoins(
            this.db,
            batch.map((item) => item.join),
          );
          for (const item of batch) item.done();
        } catch (error) {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const item of batch) item.done(failure);
        }
      }
    } finally {
      this.writing = null;
    }
  }
}
