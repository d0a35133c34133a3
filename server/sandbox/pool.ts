/**
 * A pool of long-lived sandbox processes of one kind. A run leases a started member, uses it alone, and gives it
 * back — or has it recycled (stopped and replaced) when the run may have left something behind (a timeout, a crash,
 * a state the member cannot vouch for). Members carry a key that a run must match exactly (the JavaScript
 * sandbox's memory limit, fixed when its process starts) and an affinity a run prefers (the SQL fixture a member
 * has loaded, so that a burst of answers to one question loads it once). At most `size` members live at once;
 * `spares` of them are kept started while nothing runs; those beyond live `idleMs` after their last run.
 */
export interface PoolOptions<C> {
  /** Names the pool in the metrics (`sql`, `javascript`). */
  name?: string;
  size: number;
  spares: number;
  idleMs: number;
  /** The key of the members `warm()` starts. */
  defaultKey: string;
  /**
   * Starts a member; resolves once it can take a run, rejects when it cannot start. `urgent` when no member is up:
   * a run may be waiting for this one, so its start may compete for the CPU; otherwise it should yield.
   */
  start(key: string, urgent: boolean): Promise<C>;
  /** Stops a member; resolves once its process is gone. */
  stop(child: C): Promise<void>;
  /** Resolves when the member's process ends by itself (it crashed while idle). */
  exited(child: C): Promise<unknown>;
  /** Whether the member keeps this process alive: only while it runs something. */
  hold(child: C, held: boolean): void;
}

export interface Lease<C> {
  readonly child: C;
  /** What the member holds that later runs may prefer (e.g. its loaded fixture); null when nothing. */
  affinity: string | null;
  /** Runs the member has served, this one included. */
  readonly runs: number;
  /** Gives the member back; `recycle` stops it and starts a replacement if one is wanted. */
  release(options?: { recycle?: boolean }): void;
}

type State = 'starting' | 'idle' | 'busy' | 'stopping';

/** Runs that may wait for each busy member of their affinity before another member is prepared for them. */
const AFFINITY_QUEUE = 2;

export type PoolStats = Record<State, number> & { started: number };

interface Member<C> {
  key: string;
  state: State;
  child: C | null;
  affinity: string | null;
  lastUsed: number;
  runs: number;
  idleTimer?: NodeJS.Timeout;
}

interface Waiter<C> {
  key: string;
  affinity: string | null;
  resolve(lease: Lease<C>): void;
  reject(error: unknown): void;
}

export class PoolClosedError extends Error {
  constructor() {
    super('The sandbox pool is closed');
    this.name = 'PoolClosedError';
  }
}

/** The pools that are open, for the metrics (server/metrics.ts). */
export const sandboxPools = new Set<SandboxPool<unknown>>();

export class SandboxPool<C> {
  /** Members replaced after a run that may have left something behind, or that ended by themselves while idle. */
  restarts = 0;
  private readonly members = new Set<Member<C>>();
  private readonly waiters: Waiter<C>[] = [];
  private readonly stopping = new Set<Promise<void>>();
  private closed = false;
  private started = 0;

  constructor(private readonly options: PoolOptions<C>) {
    sandboxPools.add(this as SandboxPool<unknown>);
  }

  get name(): string {
    return this.options.name ?? 'sandbox';
  }

  /** Members by state, and how many were started in all (for tests and logs). */
  stats(): PoolStats {
    const counts: PoolStats = { starting: 0, idle: 0, busy: 0, stopping: 0, started: this.started };
    for (const member of this.members) counts[member.state]++;
    return counts;
  }

  /** The members that are up (idle or running). */
  children(): C[] {
    return [...this.members].filter((member) => member.state === 'idle' || member.state === 'busy').map((member) => member.child as C);
  }

  /**
   * Starts the spares now instead of at the first run, one after the other: started together they would share the
   * CPU and each come up later, where the first one is what a first run waits for. (Runs that wait start what they
   * need at once.)
   */
  warm(): void {
    const live = [...this.members].filter((member) => member.state !== 'stopping');
    if (this.closed || live.length >= this.options.spares || live.some((member) => member.state === 'starting')) return;
    this.startMember(this.options.defaultKey);
  }

  acquire(key: string, affinity: string | null = null): Promise<Lease<C>> {
    if (this.closed) return Promise.reject(new PoolClosedError());
    return new Promise((resolve, reject) => {
      this.waiters.push({ key, affinity, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    sandboxPools.delete(this as SandboxPool<unknown>);
    for (const waiter of this.waiters.splice(0)) waiter.reject(new PoolClosedError());
    for (const member of [...this.members]) {
      if (member.state === 'idle' || member.state === 'busy') this.stopMember(member);
    }
    // Members still starting are stopped as they come up (see startMember).
    while (this.stopping.size > 0 || [...this.members].some((member) => member.state === 'starting')) {
      await Promise.race([...this.stopping, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
  }

  private lease(member: Member<C>, affinity: string | null): Lease<C> {
    member.state = 'busy';
    // What the run will hold (its fixture loaded) unless it says otherwise when it gives the member back.
    if (affinity !== null) member.affinity = affinity;
    member.runs++;
    clearTimeout(member.idleTimer);
    const child = member.child as C;
    this.options.hold(child, true);
    let released = false;
    const lease: Lease<C> = {
      child,
      affinity: member.affinity,
      runs: member.runs,
      release: ({ recycle = false } = {}) => {
        if (released) return;
        released = true;
        member.affinity = lease.affinity;
        member.lastUsed = performance.now();
        if (member.state !== 'busy') return;
        if (recycle || this.closed) {
          if (recycle && !this.closed) this.restarts++;
          this.stopMember(member);
          this.warm();
        } else {
          this.becomeIdle(member);
        }
        this.dispatch();
      },
    };
    return lease;
  }

  private becomeIdle(member: Member<C>): void {
    member.state = 'idle';
    this.options.hold(member.child as C, false);
    clearTimeout(member.idleTimer);
    member.idleTimer = setTimeout(() => {
      if (member.state === 'idle' && this.members.size > this.options.spares) this.stopMember(member);
    }, this.options.idleMs);
    member.idleTimer.unref();
  }

  private startMember(key: string): void {
    const urgent = ![...this.members].some((candidate) => candidate.state === 'idle' || candidate.state === 'busy');
    const member: Member<C> = { key, state: 'starting', child: null, affinity: null, lastUsed: 0, runs: 0 };
    this.members.add(member);
    this.started++;
    this.options.start(key, urgent).then(
      (child) => {
        member.child = child;
        void this.options.exited(child).then(() => {
          // A member that ends while it waits (or is stopped) leaves the pool; a running one is its run's to report.
          if (member.state === 'idle' || member.state === 'stopping') {
            if (member.state === 'idle' && !this.closed) this.restarts++;
            clearTimeout(member.idleTimer);
            this.members.delete(member);
            if (!this.closed) this.warm();
            this.dispatch();
          }
        });
        if (this.closed) {
          this.stopMember(member);
          return;
        }
        this.becomeIdle(member);
        this.dispatch();
        this.warm();
      },
      (error: unknown) => {
        this.members.delete(member);
        // Whoever waits for this kind of member hears why none comes, rather than waiting for ever.
        for (const waiter of this.waiters.filter((candidate) => candidate.key === key)) {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          waiter.reject(error);
        }
        this.dispatch();
      },
    );
  }

  private stopMember(member: Member<C>): void {
    if (member.state === 'stopping') return;
    member.state = 'stopping';
    clearTimeout(member.idleTimer);
    const child = member.child;
    if (child === null) return;
    const stopped = this.options.stop(child).finally(() => {
      this.members.delete(member);
      this.stopping.delete(stopped);
      this.dispatch();
    });
    this.stopping.add(stopped);
  }

  /** Gives waiting runs members: an idle one of their key (their affinity first), else a new or replaced one. */
  private dispatch(): void {
    if (this.closed) return;
    const comingByKey = new Map<string, number>();
    for (const member of this.members) {
      if (member.state === 'starting') comingByKey.set(member.key, (comingByKey.get(member.key) ?? 0) + 1);
    }
    // Runs left waiting for a busy member of their affinity, by affinity.
    const waitingFor = new Map<string, number>();
    for (const waiter of [...this.waiters]) {
      const idle = [...this.members].filter((member) => member.state === 'idle' && member.key === waiter.key);
      const matching = idle.find((candidate) => waiter.affinity !== null && candidate.affinity === waiter.affinity);
      if (matching === undefined && waiter.affinity !== null && idle.length > 0) {
        // A member that holds what this run needs is busy: waiting for it is cheaper than preparing another (a
        // fixture takes longer to load than a batch to run), as long as few wait for it already.
        const busy = [...this.members].filter((member) => member.state === 'busy' && member.key === waiter.key && member.affinity === waiter.affinity).length;
        const queued = waitingFor.get(waiter.affinity) ?? 0;
        if (queued < busy * AFFINITY_QUEUE) {
          waitingFor.set(waiter.affinity, queued + 1);
          continue;
        }
      }
      if (idle.length > 0) {
        const member = matching ?? idle.sort((a, b) => a.lastUsed - b.lastUsed)[0];
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(this.lease(member, waiter.affinity));
        continue;
      }
      const coming = comingByKey.get(waiter.key) ?? 0;
      if (coming > 0) {
        comingByKey.set(waiter.key, coming - 1);
        continue;
      }
      const live = [...this.members].filter((member) => member.state !== 'stopping').length;
      if (live < this.options.size) {
        this.startMember(waiter.key);
        continue;
      }
      // Full: an idle member of another key makes room (the least recently used).
      const other = [...this.members]
        .filter((member) => member.state === 'idle' && member.key !== waiter.key)
        .sort((a, b) => a.lastUsed - b.lastUsed)[0];
      if (other !== undefined) {
        this.stopMember(other);
        this.startMember(waiter.key);
      }
    }
  }
}

/** At most `limit` tasks at once; the others wait in order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async use<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next === undefined) this.active--;
      else next();
    }
  }
}
