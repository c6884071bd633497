/**
 * Group commit for any statement that takes a list: an item waits for the statement that carries
 * it, and items that arrive while `lanes` statements run go together in the next one (at most
 * `maxBatch` in one). One at a time, an item runs at once; hundreds at once share a few
 * statements instead of a connection each (docs/decisions/2026-11-28-game-servers.md).
 */
export class Batches<Item, Result> {
  private waiting: { item: Item; done: (error: Error | null, result?: Result) => void }[] = [];
  private running = 0;

  constructor(
    /** Runs one batch; answers one result per item, in the items' order. */
    private readonly run: (items: Item[]) => Promise<Result[]>,
    private readonly options: { maxBatch: number; lanes: number },
  ) {}

  /** Resolves with the item's result once its statement ran; rejects when the statement failed. */
  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({
        item,
        done: (error, result) => (error ? reject(error) : resolve(result as Result)),
      });
      if (this.running < this.options.lanes) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running += 1;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.options.maxBatch);
        try {
          const results = await this.run(batch.map((entry) => entry.item));
          batch.forEach((entry, index) => entry.done(null, results[index]));
        } catch (error) {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const entry of batch) entry.done(failure);
        }
      }
    } finally {
      this.running -= 1;
    }
  }
}
