/**
 * Group commit for hot statements: calls that arrive at about the same moment — in the same turn of the event loop,
 * or while an earlier batch is in the database — go to the database together, as one statement over all of them.
 * Under a burst (a few hundred students saving at once) the database then parses, plans and commits once for many
 * calls instead of once per call; alone, a call waits only for the current turn of the event loop to end.
 *
 * - `run` gets the batch's items and returns one result per item, in their order.
 * - `keyOf`: items with the same key never share a batch (a statement cannot update one row twice); a later one
 *   waits for the next batch, in arrival order.
 * - A batch that fails is retried item by item, so that one bad item fails alone and the others are not lost.
 * - Nothing is kept between batches: a result comes from the database, never from this process's memory.
 */
export interface BatcherOptions<Item> {
  /** The most items in one batch. */
  maxSize: number;
  /** Batches in the database at once (PGlite has one connection: 1). */
  concurrency: number;
  keyOf?: (item: Item) => string | number;
}

interface Waiting<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  { maxSize, concurrency, keyOf }: BatcherOptions<Item>,
): (item: Item) => Promise<Result> {
  if (!(maxSize >= 1 && concurrency >= 1)) throw new Error('A batcher needs maxSize and concurrency of at least 1.');
  let queue: Waiting<Item, Result>[] = [];
  let running = 0;
  let scheduled = false;

  /** The next batch: up to maxSize waiting items, at most one per key, the rest left in order. */
  function take(): Waiting<Item, Result>[] {
    if (!keyOf) return queue.splice(0, maxSize);
    const batch: Waiting<Item, Result>[] = [];
    const rest: Waiting<Item, Result>[] = [];
    const keys = new Set<string | number>();
    for (const waiting of queue) {
      const key = keyOf(waiting.item);
      if (batch.length < maxSize && !keys.has(key)) {
        keys.add(key);
        batch.push(waiting);
      } else {
        rest.push(waiting);
      }
    }
    queue = rest;
    return batch;
  }

  async function settle(batch: Waiting<Item, Result>[]): Promise<void> {
    try {
      const results = await run(batch.map((waiting) => waiting.item));
      if (results.length !== batch.length) throw new Error(`A batch of ${batch.length} got ${results.length} results.`);
      batch.forEach((waiting, index) => waiting.resolve(results[index]));
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      // One at a time: the item that fails the statement fails alone.
      for (const waiting of batch) {
        try {
          const [result] = await run([waiting.item]);
          waiting.resolve(result);
        } catch (itemError) {
          waiting.reject(itemError);
        }
      }
    }
  }

  function schedule(): void {
    if (scheduled || running >= concurrency || queue.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      while (running < concurrency && queue.length > 0) {
        const batch = take();
        running += 1;
        void settle(batch).finally(() => {
          running -= 1;
          schedule();
        });
      }
    });
  }

  return (item: Item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}
