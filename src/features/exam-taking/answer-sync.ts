import type { AnswerSave, ExamInstanceState, MyInstance, QuestionAnswer, SaveAnswersResponse } from '../../api/exam-api';
import type { AnswerStore, CachedInstance } from './answer-store';
import { anchorFrom, anchorFromOffset, browserTime, serverTimeAt, wallOffset, type ClockAnchor, type TimeSources } from './clock';
import {
  applyAck, backoffDelay, batchOf, isNetworkFailure, isRetryable, mergeWithServer, needsSending, newerRecord, saveStateOf,
  type AnswerRecord, type SaveState,
} from './save-queue';

/** What the sync needs of the API (the page passes the RTK Query endpoints; tests pass fakes). Failures throw. */
export interface SyncApi {
  fetchInstance(): Promise<MyInstance>;
  save(answers: AnswerSave[]): Promise<SaveAnswersResponse['data']>;
  setPosition(ordinal: number): Promise<number>;
}

export interface SyncOptions {
  instanceId: number;
  api: SyncApi;
  store: AnswerStore;
  time?: TimeSources;
  /** Wait after the last change before sending (answers typed in a burst go together). */
  debounceMs?: number;
  /** Longest a change waits while changes keep coming. */
  maxWaitMs?: number;
  /** The wait before retry `attempt` (1, 2, …); doubling from a second to 30 s, with jitter, unless given. */
  backoff?: (attempt: number) => number;
  /** Another tab's records (BroadcastChannel); null where there is none. */
  channel?: SyncChannel | null;
  /** Whether the browser believes it is online. */
  isOnline?: () => boolean;
}

/** The other tabs of this browser with the same exam open. */
export interface SyncChannel {
  post(record: AnswerRecord): void;
  listen(onRecord: (record: AnswerRecord) => void): () => void;
}

export interface QuestionSync {
  /** The answer as the student sees it (a change not yet written included). */
  answer: QuestionAnswer | null;
  state: SaveState;
}

export interface SyncSnapshot {
  questions: ReadonlyMap<number, QuestionSync>;
  /** Answers not yet acknowledged by the server (late and refused ones excluded: nothing more can be done). */
  waiting: number;
  /** No connection: the browser says offline, or the last request got no answer. */
  offline: boolean;
  /** The last attempt failed; a retry is due at `retryAt` (monotonic ms). */
  failing: boolean;
  retryAt: number | null;
  sending: boolean;
  /** The instance's state as the server last said it. */
  state: ExamInstanceState;
  deadlineAt: string | null;
  anchor: ClockAnchor;
  /** The furthest question moved to (forward-only exams): this browser's or the server's, whichever is further. */
  position: number;
  /** The server no longer knows the instance as this student's, or the session ended: nothing can be sent. */
  fatal: 'not-found' | 'signed-out' | 'seb' | 'network' | null;
  /** Answers survive a reload (IndexedDB); false when only memory is available. */
  durable: boolean;
}

export interface OpenedExam {
  sync: AnswerSync;
  /** The instance to show: the server's, or the one kept from the last visit when the server cannot be reached. */
  instance: MyInstance;
  fromCache: boolean;
}

/** The failure of `AnswerSync.open` when there is neither a server nor a kept copy. */
/** Why the exam page cannot go on: no copy offline, not the student's, a failure, or an access rule (SEB, network). */
export type UnavailableReason = 'offline' | 'not-found' | 'failed' | 'seb' | 'network';

export class ExamUnavailableError extends Error {
  constructor(readonly reason: UnavailableReason, readonly cause?: unknown) {
    super(`The exam cannot be opened: ${reason}`);
  }
}

const statusOf = (error: unknown) => (typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined);

/**
 * The exam's access rule a 403 names (docs/exams.md, "Access rules"): the student is outside the exam room's network or
 * not in Safe Exam Browser. The answers stay on this computer; the page says what to do.
 */
function accessRuleOf(error: unknown): 'seb' | 'network' | null {
  const code = (error as { data?: { code?: unknown } } | null)?.data?.code;
  return code === 'SEB_REQUIRED' ? 'seb' : code === 'NETWORK_NOT_ALLOWED' ? 'network' : null;
}

/**
 * The exam page's answers between the student, IndexedDB and the server (docs/exams.md, "The student's exam page"):
 * a change is written to the store first, then a send queue posts batches (debounced, retried with backoff,
 * replayed on reload, reconnect and focus) and applies the acknowledgements. The page reads `getSnapshot()`.
 */
export class AnswerSync {
  private readonly options: Required<Omit<SyncOptions, 'channel'>> & { channel: SyncChannel | null };
  private readonly records = new Map<number, AnswerRecord>();
  private readonly drafts = new Map<number, QuestionAnswer>();
  private readonly writing = new Map<number, Promise<void>>();
  private ordinals: number[] = [];
  private inFlight = false;
  private debounceTimer: ReturnType<typeof setTimeout> | null = null;
  private debounceDue = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private firstPendingAt: number | null = null;
  private attempt = 0;
  private failing = false;
  private noAnswer = false;
  private retryAt: number | null = null;
  private state: ExamInstanceState = 'ongoing';
  private deadlineAt: string | null = null;
  private anchor: ClockAnchor;
  private positionWanted = 0;
  private positionHeld = 0;
  private fatal: SyncSnapshot['fatal'] = null;
  private storeFailed = false;
  private flushWaiters: Array<(ok: boolean) => void> = [];
  private readonly listeners = new Set<() => void>();
  private snapshot: SyncSnapshot;
  private stopChannel: (() => void) | null = null;
  private disposed = false;

  constructor(options: SyncOptions) {
    this.options = {
      time: browserTime,
      debounceMs: 500,
      maxWaitMs: 2000,
      backoff: (attempt: number) => backoffDelay(attempt),
      isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
      ...options,
      channel: options.channel ?? null,
    };
    this.anchor = { serverMs: this.options.time.wall(), monoMs: this.options.time.mono() };
    this.snapshot = this.buildSnapshot();
  }

  /**
   * Opens an instance: asks the server, keeps its answer for offline use, and merges it with what this browser
   * holds (the higher sequence wins; local changes the server lacks are queued again). Without an answer from the
   * server the kept copy is used.
   */
  static async open(options: SyncOptions): Promise<OpenedExam> {
    const sync = new AnswerSync(options);
    const { api, store, instanceId } = sync.options;
    const time = sync.options.time;
    const cached = await store.loadInstance(instanceId).catch(() => undefined);
    let instance: MyInstance;
    let fromCache = false;
    try {
      const sent = time.mono();
      instance = await api.fetchInstance();
      sync.anchor = anchorFrom(instance.serverNow, sent, time.mono());
      await store.saveInstance(instance, wallOffset(sync.anchor, time)).catch(() => undefined);
    } catch (error) {
      const status = statusOf(error);
      const rule = accessRuleOf(error);
      if (rule) throw new ExamUnavailableError(rule, error);
      if (status === 404 || status === 403) throw new ExamUnavailableError('not-found', error);
      if (!cached || !isRetryable(error)) throw new ExamUnavailableError(isNetworkFailure(error) ? 'offline' : 'failed', error);
      instance = cached.instance;
      fromCache = true;
      sync.anchor = anchorFromOffset(cached.offsetMs, time);
      sync.noAnswer = isNetworkFailure(error);
      sync.failing = true;
    }
    await sync.adopt(instance, fromCache, cached);
    sync.startChannel();
    sync.emit();
    if (sync.hasWork()) sync.schedule(true);
    return { sync, instance, fromCache };
  }

  private async adopt(instance: MyInstance, fromCache: boolean, cached?: CachedInstance) {
    const { store, instanceId } = this.options;
    this.state = instance.state;
    this.deadlineAt = instance.deadlineAt;
    // The server's position only grows, so what it held when the kept copy was taken it holds still.
    this.positionHeld = Math.max(this.positionHeld, instance.furthestOrdinal);
    this.positionWanted = Math.max(this.positionWanted, cached?.position ?? 0, instance.furthestOrdinal);
    this.ordinals = instance.questions.map((question) => question.ordinal);
    const local = new Map((await store.loadAnswers(instanceId).catch(() => [] as AnswerRecord[])).map((record) => [record.ordinal, record]));
    for (const question of instance.questions) {
      // A kept copy is older than this browser's records: it can only add, never take back an acknowledgement.
      const merge = (stored: AnswerRecord | undefined) => {
        // A question answered nowhere needs no record.
        if (!stored && question.seq === 0) return undefined;
        return fromCache ? newerRecord(stored, mergeWithServer(undefined, question, instanceId)) : mergeWithServer(stored, question, instanceId);
      };
      const merged = await store.update(instanceId, question.ordinal, merge).catch(() => merge(local.get(question.ordinal)));
      if (merged) this.records.set(question.ordinal, newerRecord(this.records.get(question.ordinal), merged));
    }
    // A submitted instance: what is still here goes to the server once (kept there as late, for staff).
    if (instance.state !== 'ongoing') {
      for (const record of local.values()) {
        if (!this.records.has(record.ordinal)) this.records.set(record.ordinal, record);
      }
    }
  }

  // ---- reading --------------------------------------------------------------------------------------------------

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snapshot;

  /** The server's time now (ms), on the monotonic clock from the last anchor. */
  serverNow(): number {
    return serverTimeAt(this.anchor, this.options.time.mono());
  }

  private buildSnapshot(): SyncSnapshot {
    const offline = !this.options.isOnline() || this.noAnswer;
    const connection = { online: !offline, failing: this.failing };
    const questions = new Map<number, QuestionSync>();
    let waiting = 0;
    const ordinals = new Set([...this.ordinals, ...this.records.keys(), ...this.drafts.keys()]);
    for (const ordinal of [...ordinals].sort((a, b) => a - b)) {
      const record = this.records.get(ordinal);
      const draft = this.drafts.get(ordinal);
      const state: SaveState = draft !== undefined ? (connection.online && !connection.failing ? 'saving' : 'waiting') : saveStateOf(record, connection);
      if (state === 'saving' || state === 'waiting') waiting += 1;
      questions.set(ordinal, { answer: draft ?? record?.answer ?? null, state });
    }
    return {
      questions,
      waiting,
      offline,
      failing: this.failing,
      retryAt: this.retryAt,
      sending: this.inFlight,
      state: this.state,
      deadlineAt: this.deadlineAt,
      anchor: this.anchor,
      position: Math.max(this.positionWanted, this.positionHeld),
      fatal: this.fatal,
      durable: this.options.store.durable && !this.storeFailed,
    };
  }

  private emit() {
    this.snapshot = this.buildSnapshot();
    for (const listener of this.listeners) listener();
  }

  // ---- changes --------------------------------------------------------------------------------------------------

  /** A change of an answer: shown at once, written to the store, then queued for the server. */
  change(ordinal: number, answer: QuestionAnswer) {
    if (this.disposed) return;
    this.drafts.set(ordinal, answer);
    this.emit();
    if (!this.writing.has(ordinal)) {
      const done = this.write(ordinal).finally(() => {
        this.writing.delete(ordinal);
        this.schedule();
      });
      this.writing.set(ordinal, done);
    }
  }

  /** Writes the question's newest draft until none is left (changes made meanwhile coalesce into the next write). */
  private async write(ordinal: number) {
    const { store, instanceId, time } = this.options;
    while (this.drafts.has(ordinal)) {
      const answer = this.drafts.get(ordinal)!;
      const changedAt = new Date(time.wall()).toISOString();
      const known = this.records.get(ordinal)?.seq ?? 0;
      let record: AnswerRecord;
      try {
        record = await store.change(instanceId, ordinal, answer, changedAt, known);
      } catch (error) {
        // The store refused (quota, a closed database): the answer still goes to the server from memory.
        console.error('Could not keep the answer on this computer', error);
        this.storeFailed = true;
        const mine = this.records.get(ordinal);
        record = {
          instanceId, ordinal, answer, changedAt, rejected: null, supersededBy: 0,
          seq: Math.max(mine?.seq ?? 0, mine?.ackedSeq ?? 0, mine?.supersededBy ?? 0) + 1, ackedSeq: mine?.ackedSeq ?? 0,
        };
      }
      this.records.set(ordinal, newerRecord(this.records.get(ordinal), record));
      if (this.drafts.get(ordinal) === answer) this.drafts.delete(ordinal);
      if (!this.disposed) this.options.channel?.post(record);
      this.emit();
    }
  }

  /** Moves on in a forward-only exam: kept here at once, told to the server after the answers before it. */
  moveTo(ordinal: number) {
    if (ordinal <= this.positionWanted) return;
    this.positionWanted = ordinal;
    void this.options.store.savePosition(this.options.instanceId, ordinal).catch(() => undefined);
    this.emit();
    this.schedule(true);
  }

  // ---- sending --------------------------------------------------------------------------------------------------

  private hasWork() {
    return this.drafts.size > 0 || this.writing.size > 0 || [...this.records.values()].some(needsSending)
      || (this.positionWanted > this.positionHeld && this.state === 'ongoing');
  }

  /** Queues a send: after the debounce, or at once. A retry that waits for its backoff is left to its timer. */
  private schedule(immediate = false) {
    if (this.disposed || this.fatal) return;
    const now = this.options.time.mono();
    this.firstPendingAt ??= now;
    const delay = immediate ? 0 : Math.max(0, Math.min(this.options.debounceMs, this.firstPendingAt + this.options.maxWaitMs - now));
    // A send already due sooner is not put off.
    if (this.debounceTimer && this.debounceDue <= now + delay) return;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    this.debounceDue = now + delay;
    this.debounceTimer = setTimeout(() => {
      this.debounceTimer = null;
      if (!this.inFlight && !this.retryTimer) void this.sendLoop();
    }, delay);
  }

  private async sendLoop() {
    if (this.inFlight) return;
    this.inFlight = true;
    this.emit();
    let again = false;
    try {
      while (!this.disposed && !this.fatal) {
        if (this.writing.size > 0) {
          await Promise.all([...this.writing.values()]);
          continue;
        }
        const batch = batchOf(this.records.values());
        const positionDue = this.positionWanted > this.positionHeld && this.state === 'ongoing';
        if (batch.length === 0 && !positionDue) {
          this.firstPendingAt = null;
          this.settle(true);
          return;
        }
        try {
          if (batch.length > 0) await this.sendBatch(batch);
          else this.positionHeld = Math.max(this.positionHeld, await this.options.api.setPosition(this.positionWanted));
          this.attempt = 0;
          this.failing = false;
          this.noAnswer = false;
          this.retryAt = null;
        } catch (error) {
          if (!this.handleFailure(error, batch)) {
            this.settle(false);
            return;
          }
          continue;
        }
        this.emit();
        // What was typed while this batch was under way waits for the debounce again (a student typing steadily
        // sends a request every half second, not one per round trip), unless someone waits for the flush.
        if (batch.length > 0 && this.flushWaiters.length === 0) {
          this.firstPendingAt = null;
          again = this.hasWork();
          return;
        }
      }
    } finally {
      this.inFlight = false;
      this.emit();
      if (again) this.schedule();
    }
  }

  private async sendBatch(batch: AnswerSave[]) {
    const { api, store, instanceId, time } = this.options;
    const sentSeqs = new Map(batch.map((save) => [save.ordinal, save.seq]));
    const sent = time.mono();
    const result = await api.save(batch);
    this.anchor = anchorFrom(result.serverNow, sent, time.mono());
    this.deadlineAt = result.deadlineAt;
    this.state = result.state;
    let fetchServerAnswers = false;
    for (const ack of result.acks) {
      const sentSeq = sentSeqs.get(ack.ordinal);
      if (sentSeq === undefined) continue;
      const apply = (stored: AnswerRecord | undefined) => {
        const base = newerRecord(this.records.get(ack.ordinal), stored ?? this.records.get(ack.ordinal)!);
        const outcome = applyAck(base, sentSeq, ack);
        fetchServerAnswers ||= outcome.fetchServerAnswer;
        return outcome.record;
      };
      let updated: AnswerRecord | undefined;
      try {
        updated = await store.update(instanceId, ack.ordinal, apply);
      } catch {
        updated = apply(undefined);
      }
      if (updated) {
        this.records.set(ack.ordinal, newerRecord(this.records.get(ack.ordinal), updated));
        if (!this.disposed) this.options.channel?.post(updated);
      }
    }
    if (fetchServerAnswers) await this.refresh();
  }

  /** Returns whether the loop should go on (a batch the server refused as invalid is set aside). */
  private handleFailure(error: unknown, batch: AnswerSave[]): boolean {
    const status = statusOf(error);
    if (status === 401) {
      // The API client has ended the session and shows the sign-in page; the answers stay in the store.
      this.fatal = 'signed-out';
      return false;
    }
    const rule = accessRuleOf(error);
    if (rule) {
      // The answers of the batch are kept on this computer (and by the server, as refused); nothing more is sent.
      this.fatal = rule;
      return false;
    }
    if (status === 404 || status === 403) {
      this.fatal = 'not-found';
      return false;
    }
    if (isRetryable(error)) {
      this.attempt += 1;
      this.failing = true;
      this.noAnswer = isNetworkFailure(error);
      const delay = this.options.backoff(this.attempt);
      this.retryAt = this.options.time.mono() + delay;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.retryAt = null;
        if (!this.inFlight) void this.sendLoop();
      }, delay);
      return false;
    }
    if (batch.length === 0) {
      // The position was refused (the instance is no longer ongoing): the next save will say what it is.
      this.positionHeld = this.positionWanted;
      return true;
    }
    // The server refused the request itself (a 400): these answers are marked so the rest are not held up.
    for (const save of batch) {
      const record = this.records.get(save.ordinal);
      if (record) this.records.set(save.ordinal, { ...record, rejected: { seq: save.seq, status: 'refused' } });
    }
    return true;
  }

  private settle(ok: boolean) {
    const waiters = this.flushWaiters;
    this.flushWaiters = [];
    for (const resolve of waiters) resolve(ok);
  }

  /**
   * Sends everything now (a pending retry is brought forward). Resolves true once the server has acknowledged
   * every answer, false when an attempt failed (the queue keeps retrying on its own).
   */
  flush(): Promise<boolean> {
    if (this.fatal) return Promise.resolve(false);
    if (!this.hasWork() && !this.inFlight) return Promise.resolve(true);
    const done = new Promise<boolean>((resolve) => this.flushWaiters.push(resolve));
    this.retryNow();
    return done;
  }

  /** Reconnected, focused, shown again: the queue tries at once, from the first backoff step. */
  retryNow() {
    if (this.disposed || this.fatal) return;
    if (this.retryTimer) {
      clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.retryAt = null;
    }
    this.attempt = 0;
    this.emit();
    if (this.inFlight) return;
    if (this.hasWork()) this.schedule(true);
    else this.settle(true);
  }

  /** The browser went offline or online (its events). */
  connectivityChanged() {
    if (this.options.isOnline()) this.noAnswer = false;
    this.emit();
    if (this.options.isOnline()) this.retryNow();
  }

  /**
   * Asks the server for the instance again: its time, deadline and state, and answers newer than this browser's
   * (another computer). Failures are quiet: the queue's own retries report the connection.
   */
  async refresh(): Promise<void> {
    const { api, store, time } = this.options;
    try {
      const sent = time.mono();
      const instance = await api.fetchInstance();
      this.anchor = anchorFrom(instance.serverNow, sent, time.mono());
      await store.saveInstance(instance, wallOffset(this.anchor, time)).catch(() => undefined);
      await this.adopt(instance, false);
      this.emit();
    } catch {
      // Left to the next attempt.
    }
  }

  /** Takes what other tabs wrote to the store meanwhile (when the BroadcastChannel is missing or missed it). */
  async reloadFromStore(): Promise<void> {
    const records = await this.options.store.loadAnswers(this.options.instanceId).catch(() => [] as AnswerRecord[]);
    for (const record of records) this.records.set(record.ordinal, newerRecord(this.records.get(record.ordinal), record));
    this.emit();
  }

  private startChannel() {
    const { channel } = this.options;
    if (!channel) return;
    this.stopChannel = channel.listen((record) => {
      if (record.instanceId !== this.options.instanceId) return;
      this.records.set(record.ordinal, newerRecord(this.records.get(record.ordinal), record));
      this.emit();
      if (needsSending(record)) this.schedule();
    });
  }

  /** Stops timers and listeners (the page unmounts); what is not sent stays in the store for the next visit. */
  dispose() {
    this.disposed = true;
    if (this.debounceTimer) clearTimeout(this.debounceTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.stopChannel?.();
    this.settle(false);
    this.listeners.clear();
  }
}

/**
 * The tabs of this browser that show one instance, through a BroadcastChannel (none where the browser lacks it). The
 * channel opens when first used and closes when the sync stops listening, so an exam that fails to open leaves none.
 */
export function broadcastChannelFor(instanceId: number): SyncChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let channel: BroadcastChannel | null = null;
  const open = () => (channel ??= new BroadcastChannel(`examhall-exam-${instanceId}`));
  return {
    post: (record) => open().postMessage(record),
    listen: (onRecord) => {
      const listening = open();
      const handler = (event: MessageEvent<AnswerRecord>) => onRecord(event.data);
      listening.addEventListener('message', handler);
      return () => {
        listening.removeEventListener('message', handler);
        listening.close();
        channel = null;
      };
    },
  };
}
