import { describe, expect, it } from '@jest/globals';
import { PoolClosedError, SandboxPool, Semaphore, type PoolOptions } from '../pool.js';

/** A member that is only a name, started and stopped at once; `exit` ends it as a crash would. */
interface Fake {
  name: string;
  key: string;
  stopped: boolean;
  exit(): void;
  exited: Promise<void>;
}

function fakePool(options: Partial<PoolOptions<Fake>> = {}) {
  let count = 0;
  const started: Fake[] = [];
  const pool = new SandboxPool<Fake>({
    size: 2,
    spares: 0,
    idleMs: 60_000,
    defaultKey: 'a',
    async start(key) {
      let exit = () => {};
      const exited = new Promise<void>((resolve) => {
        exit = resolve;
      });
      const fake: Fake = { name: `${key}${++count}`, key, stopped: false, exit, exited };
      started.push(fake);
      return fake;
    },
    async stop(fake) {
      fake.stopped = true;
      fake.exit();
    },
    exited: (fake) => fake.exited,
    hold: () => {},
    ...options,
  });
  return { pool, started };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SandboxPool', () => {
  it('reuses an idle member, preferring one with the run’s affinity', async () => {
    const { pool, started } = fakePool();
    const [first, second] = await Promise.all([pool.acquire('a', 'x'), pool.acquire('a', 'y')]);
    first.affinity = 'x';
    second.affinity = 'y';
    first.release();
    second.release();
    const again = await pool.acquire('a', 'y');
    expect(again.child).toBe(second.child);
    expect(again.runs).toBe(2);
    again.release();
    expect(started).toHaveLength(2);
    await pool.close();
  });

  it('lets a run wait for a busy member of its affinity rather than prepare an idle one, while few wait', async () => {
    const { pool } = fakePool();
    const [x, y] = await Promise.all([pool.acquire('a', 'x'), pool.acquire('a', 'y')]);
    y.release();
    const granted: string[] = [];
    const take = (affinity: string) =>
      pool.acquire('a', affinity).then((lease) => {
        granted.push(`${affinity}:${lease.child === x.child ? 'x' : 'y'}`);
        return lease;
      });
    // The member holding x is busy and the other holds y: two runs for x wait for it, the third takes the other.
    const waiting = [take('x'), take('x'), take('x')];
    await tick();
    expect(granted).toEqual(['x:y']);
    x.release();
    (await waiting[2]).release();
    await tick();
    expect(granted.sort()).toEqual(['x:x', 'x:y', 'x:y']);
    for (const lease of await Promise.all(waiting.slice(0, 2))) lease.release();
    await pool.close();
  });

  it('makes a run wait when every member is busy, and hands it the first one back', async () => {
    const { pool, started } = fakePool({ size: 1 });
    const first = await pool.acquire('a');
    let second: Awaited<ReturnType<typeof pool.acquire>> | undefined;
    void pool.acquire('a').then((lease) => (second = lease));
    await tick();
    expect(second).toBeUndefined();
    first.release();
    await tick();
    expect(second?.child).toBe(first.child);
    expect(started).toHaveLength(1);
    await pool.close();
  });

  it('replaces a recycled member and an idle one that ended; keeps the spares started', async () => {
    const { pool, started } = fakePool({ spares: 1 });
    pool.warm();
    await tick();
    expect(pool.stats()).toMatchObject({ idle: 1, started: 1 });
    const lease = await pool.acquire('a');
    lease.release({ recycle: true });
    await tick();
    expect(started[0].stopped).toBe(true);
    expect(pool.stats()).toMatchObject({ idle: 1, started: 2 });
    started[1].exit();
    await tick();
    await tick();
    expect(pool.stats()).toMatchObject({ idle: 1, started: 3 });
    await pool.close();
    // The one that ended by itself needed no stopping.
    expect(started.map((fake) => fake.stopped)).toEqual([true, false, true]);
  });

  it('matches keys exactly, making room by stopping an idle member of another key', async () => {
    const { pool, started } = fakePool({ size: 2 });
    (await pool.acquire('a')).release();
    (await pool.acquire('b')).release();
    const c = await pool.acquire('c');
    expect(c.child.key).toBe('c');
    expect(started.filter((fake) => fake.stopped).map((fake) => fake.key)).toEqual(['a']);
    c.release();
    await pool.close();
  });

  it('tells the waiting runs why a member cannot start, and refuses runs once closed', async () => {
    const { pool } = fakePool({
      start: async () => {
        throw new Error('no sandbox here');
      },
    });
    await expect(pool.acquire('a')).rejects.toThrow('no sandbox here');
    await pool.close();
    await expect(pool.acquire('a')).rejects.toBeInstanceOf(PoolClosedError);
  });

  it('stops members beyond the spares after their idle time', async () => {
    const { pool, started } = fakePool({ spares: 0, idleMs: 20 });
    (await pool.acquire('a')).release();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(started[0].stopped).toBe(true);
    expect(pool.stats()).toMatchObject({ idle: 0, busy: 0 });
    await pool.close();
  });
});

describe('Semaphore', () => {
  it('runs at most its limit at once, the others in order', async () => {
    const semaphore = new Semaphore(2);
    let active = 0;
    let most = 0;
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        semaphore.use(async () => {
          active++;
          most = Math.max(most, active);
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(n);
          active--;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });
});
