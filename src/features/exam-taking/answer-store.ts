import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { MyInstance, QuestionAnswer } from '../../api/exam-api';
import { recordChange, type AnswerRecord } from './save-queue';

/** The last instance the server gave, kept so that the exam opens offline after a reload. */
export interface CachedInstance {
  instanceId: number;
  instance: MyInstance;
  /** Server time minus the computer's clock when it arrived (see clock.ts). */
  offsetMs: number;
  /** The furthest question this browser moved to (forward-only), possibly not yet told to the server. */
  position: number;
}

/**
 * Where the exam page keeps answers before anything is sent: every change is written here first. IndexedDB in
 * the browser; memory where IndexedDB cannot open (the page then says that answers are not kept over a reload).
 */
export interface AnswerStore {
  readonly durable: boolean;
  loadAnswers(instanceId: number): Promise<AnswerRecord[]>;
  /** Records a change in one transaction: the next sequence of the question, whatever other tabs wrote. */
  change(instanceId: number, ordinal: number, answer: QuestionAnswer, changedAt: string, knownSeq: number): Promise<AnswerRecord>;
  /** Rewrites one record in one transaction from what is stored now (`undefined` leaves it). */
  update(instanceId: number, ordinal: number, next: (stored: AnswerRecord | undefined) => AnswerRecord | undefined): Promise<AnswerRecord | undefined>;
  loadInstance(instanceId: number): Promise<CachedInstance | undefined>;
  /** Keeps the server's instance (the position only grows). */
  saveInstance(instance: MyInstance, offsetMs: number): Promise<void>;
  /** Moves the kept position forward (never back). */
  savePosition(instanceId: number, ordinal: number): Promise<void>;
  /** Forgets a submitted instance: its questions and answers are not left on a shared computer. */
  forget(instanceId: number): Promise<void>;
}

interface ExamTakingDb extends DBSchema {
  answers: { key: [number, number]; value: AnswerRecord; indexes: { instance: number } };
  instances: { key: number; value: CachedInstance };
}

export const ANSWER_DB_NAME = 'examhall-exam-taking';
const VERSION = 1;

function openAnswerDb(): Promise<IDBPDatabase<ExamTakingDb>> {
  return openDB<ExamTakingDb>(ANSWER_DB_NAME, VERSION, {
    upgrade(db) {
      const answers = db.createObjectStore('answers', { keyPath: ['instanceId', 'ordinal'] });
      answers.createIndex('instance', 'instanceId');
      db.createObjectStore('instances', { keyPath: 'instanceId' });
    },
  });
}

/** The store in IndexedDB. */
function indexedDbAnswerStore(db: IDBPDatabase<ExamTakingDb>): AnswerStore {
  return {
    durable: true,
    async loadAnswers(instanceId) {
      return db.getAllFromIndex('answers', 'instance', instanceId);
    },
    async change(instanceId, ordinal, answer, changedAt, knownSeq) {
      const tx = db.transaction('answers', 'readwrite');
      const stored = await tx.store.get([instanceId, ordinal]);
      const record = recordChange(stored, answer, changedAt, instanceId, ordinal, knownSeq);
      await tx.store.put(record);
      await tx.done;
      return record;
    },
    async update(instanceId, ordinal, next) {
      const tx = db.transaction('answers', 'readwrite');
      const stored = await tx.store.get([instanceId, ordinal]);
      const record = next(stored);
      if (record) await tx.store.put(record);
      await tx.done;
      return record ?? stored;
    },
    async loadInstance(instanceId) {
      return db.get('instances', instanceId);
    },
    async saveInstance(instance, offsetMs) {
      const tx = db.transaction('instances', 'readwrite');
      const stored = await tx.store.get(instance.instanceId);
      await tx.store.put({
        instanceId: instance.instanceId,
        instance,
        offsetMs,
        position: Math.max(stored?.position ?? 0, instance.furthestOrdinal),
      });
      await tx.done;
    },
    async savePosition(instanceId, ordinal) {
      const tx = db.transaction('instances', 'readwrite');
      const stored = await tx.store.get(instanceId);
      if (stored && ordinal > stored.position) await tx.store.put({ ...stored, position: ordinal });
      await tx.done;
    },
    async forget(instanceId) {
      const tx = db.transaction(['answers', 'instances'], 'readwrite');
      const answers = tx.objectStore('answers');
      for (const key of await answers.index('instance').getAllKeys(instanceId)) await answers.delete(key);
      await tx.objectStore('instances').delete(instanceId);
      await tx.done;
    },
  };
}

/** The same rules in memory: where IndexedDB is missing or refuses to open. */
export function memoryAnswerStore(): AnswerStore {
  const answers = new Map<string, AnswerRecord>();
  const instances = new Map<number, CachedInstance>();
  const key = (instanceId: number, ordinal: number) => `${instanceId}/${ordinal}`;
  return {
    durable: false,
    async loadAnswers(instanceId) {
      return [...answers.values()].filter((record) => record.instanceId === instanceId);
    },
    async change(instanceId, ordinal, answer, changedAt, knownSeq) {
      const record = recordChange(answers.get(key(instanceId, ordinal)), answer, changedAt, instanceId, ordinal, knownSeq);
      answers.set(key(instanceId, ordinal), record);
      return record;
    },
    async update(instanceId, ordinal, next) {
      const stored = answers.get(key(instanceId, ordinal));
      const record = next(stored);
      if (record) answers.set(key(instanceId, ordinal), record);
      return record ?? stored;
    },
    async loadInstance(instanceId) {
      return instances.get(instanceId);
    },
    async saveInstance(instance, offsetMs) {
      const stored = instances.get(instance.instanceId);
      instances.set(instance.instanceId, {
        instanceId: instance.instanceId, instance, offsetMs, position: Math.max(stored?.position ?? 0, instance.furthestOrdinal),
      });
    },
    async savePosition(instanceId, ordinal) {
      const stored = instances.get(instanceId);
      if (stored && ordinal > stored.position) instances.set(instanceId, { ...stored, position: ordinal });
    },
    async forget(instanceId) {
      for (const [k, record] of answers) if (record.instanceId === instanceId) answers.delete(k);
      instances.delete(instanceId);
    },
  };
}

let opening: Promise<AnswerStore> | null = null;

/** The page's store: IndexedDB once opened, memory when it cannot be. */
export function openAnswerStore(): Promise<AnswerStore> {
  opening ??= (typeof indexedDB === 'undefined' ? Promise.reject(new Error('no IndexedDB')) : openAnswerDb())
    .then(indexedDbAnswerStore, (error: unknown) => {
      console.error('IndexedDB is not available; answers are kept in memory only', error);
      return memoryAnswerStore();
    });
  return opening;
}

/** Tests start each case with a fresh database. */
export function resetAnswerStoreForTests() {
  opening = null;
}
