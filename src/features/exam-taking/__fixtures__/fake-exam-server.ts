import type {
  AnswerAck, AnswerSave, ExamInstanceState, MyInstance, MyInstanceQuestion, MyResult, MyReview, QuestionAnswer, QuestionView,
} from '../../../api/exam-api';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl, ok } from '../../../test/api-server';
import type { SyncApi } from '../answer-sync';

/**
 * The server's side of the save protocol in memory, by the rules server/test/exam-taking.test.ts holds the real
 * one to: an answer is kept only when its sequence is newer; a replay of the held sequence is saved; after the
 * deadline plus the grace, late; behind a forward-only position or of another kind, refused.
 */
export interface FakeExamServer {
  api: SyncApi;
  /** The save as the server answers it (no connection: throws as the API client does). */
  save(answers: AnswerSave[]): { acks: AnswerAck[]; serverNow: string; deadlineAt: string; state: ExamInstanceState };
  held: Map<number, { seq: number; answer: QuestionAnswer | null }>;
  late: AnswerSave[];
  requests: AnswerSave[][];
  /** No answer at all (the network is down). */
  offline: boolean;
  /** Answer the next requests with this HTTP status instead. */
  failWith: number | null;
  now: number;
  deadline: number;
  graceSeconds: number;
  state: ExamInstanceState;
  forwardOnly: boolean;
  position: number;
  instance(): MyInstance;
}

export function view(ordinal: number, kind: 'true-false' | 'free-text' = 'true-false'): QuestionView {
  const body: QuestionView['body'] = kind === 'true-false' ? { kind: 'true-false' } : { kind: 'free-text', maxLength: null };
  return { questionId: 100 + ordinal, version: 1, kind, title: `Question title ${ordinal}`, text: `Text of question ${ordinal}`, seed: 1, timeLimitSeconds: null, body };
}

export function fakeExamServer({ instanceId = 7, count = 3, kinds = [] as Array<'true-false' | 'free-text'>, forwardOnly = false } = {}): FakeExamServer {
  const networkError = () => ({ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' });
  const kindOf = (ordinal: number) => kinds[ordinal - 1] ?? 'true-false';
  const server: FakeExamServer = {
    held: new Map(),
    late: [],
    requests: [],
    offline: false,
    failWith: null,
    now: Date.parse('2026-11-25T10:00:00.000Z'),
    deadline: Date.parse('2026-11-25T11:00:00.000Z'),
    graceSeconds: 30,
    state: 'ongoing',
    forwardOnly,
    position: 1,
    instance() {
      const questions: MyInstanceQuestion[] = Array.from({ length: count }, (_, i) => {
        const ordinal = i + 1;
        const held = server.held.get(ordinal);
        return { ordinal, maxPoints: 2, view: view(ordinal, kindOf(ordinal)), answer: held?.answer ?? null, seq: held?.seq ?? 0, savedAt: null, runsUsed: 0, runnable: false };
      });
      return {
        instanceId, examId: 3, examTitle: 'Midterm exam', courseName: 'Databases', state: server.state,
        startedAt: new Date(server.deadline - 3600_000).toISOString(), deadlineAt: new Date(server.deadline).toISOString(),
        submittedAt: server.state === 'submitted' ? new Date(server.now).toISOString() : null, serverNow: new Date(server.now).toISOString(),
        durationMinutes: 60, forwardOnly: server.forwardOnly, furthestOrdinal: server.position, graceSeconds: server.graceSeconds, maxCodeRuns: 3,
        questions: server.state === 'ongoing' ? questions : [],
      };
    },
    save(answers) {
      if (server.offline) throw networkError();
      if (server.failWith) throw { status: server.failWith, data: null };
      server.requests.push(answers);
      const inTime = server.state === 'ongoing' && server.now <= server.deadline + server.graceSeconds * 1000;
      const acks: AnswerAck[] = answers.map((save) => {
        const held = server.held.get(save.ordinal);
        if (save.ordinal > count || save.answer.kind !== kindOf(save.ordinal) || (server.forwardOnly && save.ordinal < server.position)) {
          return { ordinal: save.ordinal, seq: 0, status: 'refused' };
        }
        if (!inTime) {
          server.late.push(save);
          return { ordinal: save.ordinal, seq: held?.seq ?? 0, status: 'late' };
        }
        if (!held || held.seq < save.seq) {
          server.held.set(save.ordinal, { seq: save.seq, answer: save.answer });
          return { ordinal: save.ordinal, seq: save.seq, status: 'saved' };
        }
        return { ordinal: save.ordinal, seq: held.seq, status: held.seq === save.seq ? 'saved' : 'stale' };
      });
      if (!inTime && server.state === 'ongoing') server.state = 'submitted';
      return { acks, serverNow: new Date(server.now).toISOString(), deadlineAt: new Date(server.deadline).toISOString(), state: server.state };
    },
    api: {
      async fetchInstance() {
        if (server.offline) throw networkError();
        if (server.failWith) throw { status: server.failWith, data: null };
        return server.instance();
      },
      save: async (answers) => server.save(answers),
      async setPosition(ordinal) {
        if (server.offline) throw networkError();
        server.position = Math.max(server.position, ordinal);
        return server.position;
      },
    },
  };
  return server;
}

/** A result of the server's shape (the submit's answer, the review's totals). */
export function resultOf(overrides: Partial<MyResult> = {}): MyResult {
  return {
    gradingState: 'graded', score: 4, maxScore: 6, scorePercent: 66.67, passed: true, correct: 2, incorrect: 0, partial: 0, unanswered: 1, pending: 0,
    ...overrides,
  };
}

/**
 * The fake server behind the app's API client (MSW handlers, src/test/api-server.ts): the student operations of one
 * instance. The submit answers with `submitResult`, the review with `review()` (both may be changed by a test).
 */
export function examHandlers(server: FakeExamServer, options: { saveDelayMs?: number; submitResult?: MyResult; review?: () => MyReview } = {}) {
  const base = apiUrl(`/my/instances/${server.instance().instanceId}`);
  const down = () => server.offline;
  return [
    http.get(base, () => (down() ? HttpResponse.error() : ok(server.instance()))),
    http.post(`${base}/answers`, async ({ request }) => {
      if (down()) return HttpResponse.error();
      const { answers } = (await request.json()) as { answers: AnswerSave[] };
      const saved = server.save(answers);
      if (options.saveDelayMs) await delay(options.saveDelayMs);
      return ok(saved);
    }),
    http.put(`${base}/position`, async ({ request }) => {
      if (down()) return HttpResponse.error();
      server.position = Math.max(server.position, ((await request.json()) as { ordinal: number }).ordinal);
      return ok({ furthestOrdinal: server.position });
    }),
    http.post(`${base}/submit`, () => {
      if (down()) return HttpResponse.error();
      server.state = 'submitted';
      return ok(options.submitResult ?? resultOf());
    }),
    // No questions to the staff unless a test answers otherwise (src/features/exam-taking/__tests__/question-tickets.test.tsx).
    http.get(`${base}/tickets`, () => (down() ? HttpResponse.error() : ok([]))),
    // No messages from the staff unless a test answers otherwise (src/features/exam-taking/__tests__/exam-messages.test.tsx).
    http.get(`${base}/messages`, () => (down() ? HttpResponse.error() : ok([]))),
    http.get(`${base}/review`, () => {
      if (down()) return HttpResponse.error();
      const instance = server.instance();
      return ok(options.review?.() ?? {
        instanceId: instance.instanceId, examTitle: instance.examTitle, courseName: instance.courseName,
        submittedAt: instance.submittedAt, reviewUntil: null, serverNow: instance.serverNow, result: resultOf(), questions: [],
      });
    }),
  ];
}
