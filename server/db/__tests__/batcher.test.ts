import { describe, expect, test } from '@jest/globals';
import { createBatcher } from '../batcher.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createBatcher', () => {
  test('calls made in one turn go as one batch, each getting its own result', async () => {
    const batches: number[][] = [];
    const double = createBatcher(async (items: number[]) => {
      batches.push(items);
      return items.map((n) => n * 2);
    }, { maxSize: 10, concurrency: 1 });
    await expect(Promise.all([1, 2, 3].map(double))).resolves.toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  test('calls that arrive while a batch is in the database wait and go together in the next one', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const echo = createBatcher(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await gate;
      return items;
    }, { maxSize: 10, concurrency: 1 });
    const first = echo(1);
    await tick();
    const later = [echo(2), echo(3), echo(4)];
    await tick();
    expect(batches).toEqual([[1]]);
    release();
    await expect(Promise.all([first, ...later])).resolves.toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  test('at most maxSize a batch, and at most `concurrency` batches at once', async () => {
    const batches: number[][] = [];
    let running = 0;
    let most = 0;
    const echo = createBatcher(async (items: number[]) => {
      batches.push(items);
      running += 1;
      most = Math.max(most, running);
      await tick();
      running -= 1;
      return items;
    }, { maxSize: 3, concurrency: 2 });
    const all = Array.from({ length: 10 }, (_, i) => i);
    await expect(Promise.all(all.map(echo))).resolves.toEqual(all);
    expect(Math.max(...batches.map((batch) => batch.length))).toBe(3);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(all);
    expect(most).toBe(2);
  });

  test('items with the same key never share a batch, and keep their order', async () => {
    const batches: Array<Array<{ key: string; n: number }>> = [];
    const echo = createBatcher(async (items: Array<{ key: string; n: number }>) => {
      batches.push(items);
      return items.map((item) => item.n);
    }, { maxSize: 10, concurrency: 1, keyOf: (item) => item.key });
    const items = [{ key: 'a', n: 1 }, { key: 'b', n: 2 }, { key: 'a', n: 3 }, { key: 'a', n: 4 }, { key: 'c', n: 5 }];
    await expect(Promise.all(items.map(echo))).resolves.toEqual([1, 2, 3, 4, 5]);
    for (const batch of batches) expect(new Set(batch.map((item) => item.key)).size).toBe(batch.length);
    expect(batches.map((batch) => batch.map((item) => item.n))).toEqual([[1, 2, 5], [3], [4]]);
  });

  test('a failing batch is retried item by item: only the bad item fails', async () => {
    const batches: number[][] = [];
    const check = createBatcher(async (items: number[]) => {
      batches.push(items);
      if (items.includes(13)) throw new Error('unlucky');
      return items;
    }, { maxSize: 10, concurrency: 1 });
    const results = await Promise.allSettled([1, 13, 2].map(check));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('unlucky'));
    expect(batches).toEqual([[1, 13, 2], [1], [13], [2]]);
  });

  test('a result count that does not match is an error, not a wrong answer', async () => {
    const broken = createBatcher(async (items: number[]) => items.slice(1), { maxSize: 10, concurrency: 1 });
    await expect(broken(1)).rejects.toThrow('A batch of 1 got 0 results.');
  });
});
