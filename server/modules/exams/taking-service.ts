import { createHash, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/connect.js';
import { createBatcher } from '../../db/batcher.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { ruleOfRow, type EffectiveRule } from './access-rules.js';
import { answerSaveBatches, answerSaveBatchSize, answerSaves } from '../../metrics.js';
import type {
  AnswerAck,
  AnswerSave,
  ExamInstanceState,
  GradeResult,
  MyExam,
  MyExams,
  MyInstance,
  MyResult,
  MyReview,
  MyRun,
  QuestionAnswer,
  QuestionContent,
  QuestionView,
} from '../../generated/contract-types.js';
import { gradeAnswer, needsRunner, type Runners } from '../../grading/grade.js';
import { enqueue } from '../../grading/queue.js';
import { redactResultForStudent } from '../../grading/redact.js';
import { reviewFeedback } from '../../grading/feedback.js';
import { instantiate } from '../../grading/template.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { logInstanceEvents } from '../live/events.js';
import { instanceChanged, publishLive } from '../live/publish.js';
import { generateInstances, poolsOfExam } from './instances-service.js';
import { solutionFor, type ExamPools } from './pools.js';
import { selectQuestionVersions } from './queries.js';
import {
  advancePosition,
  lockMyInstance,
  lockInstancesForStart,
  markSubmitted,
  recomputeTotals,
  recordPasswordFailure,
  saveAnswers,
  saveAnswersBatch,
  selectExamForStudent,
  selectExpiredInstances,
  selectGradingInputs,
  selectMyExams,
  selectMyInstance,
  selectMyQuestions,
  selectPasswordFailures,
  lockInstancesForSave,
  reserveRun,
  selectStudentOfUser,
  setAnswerGrade,
  setAnswerJob,
  startInstance,
  startInstancesBatch,
  type MyInstanceRow,
  type MyQuestionRow,
  type SaveRequest,
  type ResultColumns,
} from './taking-queries.js';
import { instanceState } from './timing.js';

const instanceNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam instance does not exist.');
const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');

/** How long a submit waits for code and SQL grades when the exam does not grade asynchronously. */
const SYNC_GRADING_WAIT_MS = 10_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Compares an exam password in constant time (of the digests, so the lengths do not show either). */
function samePassword(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function resultOf(row: ResultColumns & { submittedAt: Date | null }): MyResult | null {
  if (!row.submittedAt) return null;
  const counted = row.correct + row.incorrect + row.partial + row.unanswered;
  return {
    gradingState: row.gradingState,
    score: row.score,
    maxScore: row.maxScore ?? 0,
    scorePercent: row.scorePercent,
    passed: row.passed,
    correct: row.correct,
    incorrect: row.incorrect,
    partial: row.partial,
    unanswered: row.unanswered,
    pending: Math.max(0, row.questionCount - counted),
  };
}

/**
 * The points a question counts in the instance's score, as exam_recompute_totals counts them: an unanswered question
 * its grading model's unanswered points; null while the answer waits for grading (its job, or a teacher).
 */
function reviewScore(question: MyQuestionRow): number | null {
  if (question.answer === null) return question.unansweredScore;
  const grade = question.grade as GradeResult | null;
  if (grade === null || grade.outcome === 'pending') return null;
  return question.score;
}

function reviewUntil(reviewMinutes: number, submittedAt: Date | null, now: Date): Date | null {
  if (!submittedAt || reviewMinutes <= 0) return null;
  const until = new Date(submittedAt.getTime() + reviewMinutes * 60_000);
  return until > now ? until : null;
}

export interface TakingGrading {
  /** Called after grading jobs are queued, so that a worker in this process takes them at once. */
  onEnqueued?: () => void;
  /** The sandboxes a student's run against the public tests uses. */
  runners?: Runners;
}

/** Whether a question's answer can be run against public tests during the exam: code with public tests, SQL. */
export function isRunnable(view: QuestionView): boolean {
  if (view.body.kind === 'code') return view.body.publicTests.length > 0;
  return view.body.kind === 'sql';
}

/** A question's content reduced to what a student may run against: the public tests, the visible data set. */
function publicPartOf(content: QuestionContent): QuestionContent {
  if (content.kind === 'code') return { ...content, tests: content.tests.filter((test) => test.public) };
  if (content.kind === 'sql') return { ...content, hiddenFixture: '' };
  return content;
}

/**
 * Submits an instance in the caller's transaction (its row locked): closed kinds graded now, code and SQL queued,
 * totals computed. Returns whether grading jobs were queued (the caller wakes the worker after its commit).
 */
export async function submitInstance(trx: Executor, instanceId: number, by: 'student' | 'server' | 'staff', now: Date): Promise<boolean> {
  const submitted = await markSubmitted(trx, instanceId, now, by);
  if (!submitted) return false;
  const inputs = await selectGradingInputs(trx, instanceId);
  const versions = new Map((await selectQuestionVersions(trx, [...new Set(inputs.map((input) => input.questionId))])).map((row) => [row.id, row]));
  let queued = false;
  for (const input of inputs) {
    const version = versions.get(input.questionId)!;
    const scores = { correct: input.correct, incorrect: input.incorrect, unanswered: input.unanswered };
    const content = instantiate(version, input.seed).content;
    if (needsRunner(content)) {
      const jobId = await enqueue(trx, { questionId: input.questionId, seed: input.seed, answer: input.answer, scores }, null);
      await setAnswerJob(trx, { instanceId, ordinal: input.ordinal, jobId });
      queued = true;
      continue;
    }
    let result: GradeResult;
    try {
      result = await gradeAnswer(content, input.answer, scores);
    } catch {
      // An answer the grader cannot take (a kind that no longer matches): a teacher grades it.
      result = { outcome: 'pending', score: 0, scorePercent: 0, fraction: 0, maxScore: input.correct, tests: [], sqlRuns: [], parts: [], message: 'A teacher grades this answer.' };
    }
    await setAnswerGrade(trx, { instanceId, ordinal: input.ordinal, score: result.score, result, now });
  }
  await recomputeTotals(trx, instanceId);
  // The live event goes in the same transaction (it exists exactly when the submit does); it takes no lock.
  await publishLive(trx, instanceChanged(submitted.examId, instanceId), now);
  return queued;
}

/** Starts an instance now (demo data and tools; students start through startMyExam). */
export const startInstanceAt = (trx: Executor, instanceId: number, now: Date) => startInstance(trx, { instanceId, now, address: null, userAgent: null });

/** Saves answers as of `now` with sequence 1 (demo data and tools; students save through saveMyAnswers). */
export function saveAnswersAt(trx: Executor, instanceId: number, answers: Array<{ ordinal: number; answer: QuestionAnswer }>, now: Date) {
  return saveAnswers(trx, {
    instanceId,
    now,
    graceSeconds: 0,
    ordinals: answers.map((entry) => entry.ordinal),
    answers: answers.map((entry) => JSON.stringify(entry.answer)),
    seqs: answers.map(() => 1),
    clientSavedAt: answers.map(() => null),
  });
}

/**
 * How long the question pools of an exam, read for a student who starts without a pre-generated instance, serve the
 * next starts: a burst of starts reads them once, not once per student. Short, so that a question edited during the
 * exam's window reaches the next students within seconds; the draw never changes them (read-only).
 */
const START_POOLS_TTL_MS = 2_000;
const START_POOLS_KEPT = 50;

/** The most saves of different instances that go to the database as one statement. */
const SAVE_BATCH_SIZE = 200;
/** The most starts in one transaction. */
const START_BATCH_SIZE = 100;

interface StartRequest {
  examId: number;
  studentId: number;
  now: Date;
  address: string | null;
  userAgent: string | null;
  /** The rule in force for the student (access-rules.ts): the duration with extra time, the window's end. */
  durationMinutes: number;
  windowEnd: Date;
}
type StartOutcome = { instanceId: number } | 'missing' | 'submitted';

export function createExamTakingService({ config, database, clock, live }: AppDeps, grading: TakingGrading = {}) {
  const { db } = database;
  const grace = config.submitGraceSeconds;
  // Group commit of answer saves (server/db/batcher.ts): under a burst, one statement for many students. PGlite has
  // one connection; on PostgreSQL a few batches at once leave the pool's other connections to everything else.
  const startPools = new Map<number, { readAt: number; pools: Promise<ExamPools> }>();
  /** The pools of an exam for a start: read at most once per START_POOLS_TTL_MS, concurrent starts sharing one read. */
  function poolsForStart(examId: number, courseId: number): Promise<ExamPools> {
    const now = Date.now();
    const kept = startPools.get(examId);
    if (kept && now - kept.readAt < START_POOLS_TTL_MS) return kept.pools;
    const pools = poolsOfExam(db, { id: examId, courseId });
    startPools.delete(examId);
    startPools.set(examId, { readAt: now, pools });
    pools.catch(() => {
      if (startPools.get(examId)?.pools === pools) startPools.delete(examId);
    });
    for (const [id, entry] of startPools) {
      if (startPools.size <= START_POOLS_KEPT && now - entry.readAt < START_POOLS_TTL_MS) break;
      startPools.delete(id);
    }
    return pools;
  }

  // Students who start without a pre-generated instance at about the same moment get theirs generated together:
  // one transaction (one insert of instances, one of their questions) per exam for the batch, like a pre-generation
  // run. A student who has one keeps it (UNIQUE exam, student); a batch that fails is retried student by student.
  const generateForStart = createBatcher(async (requests: Array<{ examId: number; courseId: number; studentId: number }>) => {
    const byExam = new Map<number, { courseId: number; studentIds: Set<number> }>();
    for (const request of requests) {
      const entry = byExam.get(request.examId) ?? { courseId: request.courseId, studentIds: new Set<number>() };
      entry.studentIds.add(request.studentId);
      byExam.set(request.examId, entry);
    }
    for (const [examId, { courseId, studentIds }] of byExam) {
      const pools = await poolsForStart(examId, courseId);
      await withTransaction(db, (trx) => generateInstances(trx, { examId, pools, studentIds: [...studentIds], userId: null, now: clock() }));
    }
    return requests.map(() => undefined);
  }, { maxSize: 100, concurrency: database.kind === 'pglite' ? 1 : 2 });

  // Students who press Start at about the same moment start together (group commit, server/db/batcher.ts): one
  // transaction locks their instances in id order, starts those not started, logs and publishes once for the batch.
  // At the start of an exam a few hundred students press Start within a minute; one at a time, each start was a
  // transaction of five statements.
  const startBatched = createBatcher(
    (starts: StartRequest[]) =>
      withTransaction(db, async (trx): Promise<StartOutcome[]> => {
        const locked = await lockInstancesForStart(trx, starts);
        const byKey = new Map(locked.map((row) => [`${row.examId}:${row.studentId}`, row]));
        const toStart = starts.flatMap((start) => {
          const row = byKey.get(`${start.examId}:${start.studentId}`);
          return row && !row.startedAt && !row.submittedAt
            ? [{ instanceId: row.id, now: start.now, address: start.address, userAgent: start.userAgent, durationMinutes: start.durationMinutes, windowEnd: start.windowEnd }]
            : [];
        });
        if (toStart.length > 0) {
          const started = await startInstancesBatch(trx, toStart);
          await publishLive(trx, started.flatMap((row) => instanceChanged(row.examId, row.id, false)), clock());
        }
        return starts.map((start): StartOutcome => {
          const row = byKey.get(`${start.examId}:${start.studentId}`);
          if (!row) return 'missing';
          return row.submittedAt ? 'submitted' : { instanceId: row.id };
        });
      }),
    { maxSize: START_BATCH_SIZE, concurrency: database.kind === 'pglite' ? 1 : 2, keyOf: (start) => `${start.examId}:${start.studentId}` },
  );

  // The batch's instances are locked first, in a statement of their own: the save's statement then starts after any
  // concurrent save of them has committed, and acknowledges what the server really holds.
  const saveBatched = createBatcher(async (requests: SaveRequest[]) => {
    answerSaveBatchSize.observe(requests.length);
    const timer = answerSaveBatches.startTimer();
    try {
      return await withTransaction(db, async (trx) => {
        await lockInstancesForSave(trx, requests.map((request) => request.instanceId));
        return saveAnswersBatch(trx, requests, grace);
      });
    } finally {
      timer();
    }
  }, {
    maxSize: SAVE_BATCH_SIZE,
    concurrency: database.kind === 'pglite' ? 1 : 4,
    keyOf: (request) => request.instanceId,
  });

  async function studentOf(user: SessionUser): Promise<number | null> {
    return selectStudentOfUser(db, user.id);
  }

  /** Submits, as the server, every ongoing instance whose deadline plus the grace has passed (or only these). */
  async function submitExpired(only?: number[]): Promise<number> {
    const now = clock();
    const expired = (await selectExpiredInstances(db, now, grace)).filter((id) => !only || only.includes(id));
    let queued = false;
    for (const instanceId of expired) {
      queued =
        (await withTransaction(db, async (trx) => {
          const still = await selectExpiredInstances(trx, clock(), grace);
          if (!still.includes(instanceId)) return false;
          return submitInstance(trx, instanceId, 'server', clock());
        })) || queued;
    }
    if (queued) grading.onEnqueued?.();
    if (expired.length > 0) live.wake();
    return expired.length;
  }

  async function myInstanceRow(user: SessionUser, instanceId: number): Promise<MyInstanceRow> {
    const studentId = await studentOf(user);
    if (studentId === null) throw instanceNotFound();
    let row = await selectMyInstance(db, instanceId, studentId);
    if (!row) throw instanceNotFound();
    if (row.startedAt && !row.submittedAt && row.deadlineAt && row.deadlineAt.getTime() + grace * 1000 < clock().getTime()) {
      await submitExpired([instanceId]);
      row = (await selectMyInstance(db, instanceId, studentId))!;
    }
    return row;
  }

  /** The student's exam as their rule has it: their window, duration (with extra time) and password. */
  function toMyExam(row: Awaited<ReturnType<typeof selectMyExams>>[number], rule: EffectiveRule, now: Date): MyExam {
    return {
      examId: row.examId,
      title: row.title,
      courseName: row.courseName,
      academicYearTitle: row.academicYearTitle,
      description: row.description,
      availableFrom: rule.availableFrom.toISOString(),
      availableTo: rule.availableTo.toISOString(),
      durationMinutes: rule.durationMinutes,
      hasPassword: rule.password !== null,
      extraMinutes: rule.extraMinutes,
      startAllowed: rule.startAllowed,
      sebRequired: row.sebRequired,
      scoreIgnored: row.scoreIgnored,
      instance:
        row.instanceId === null
          ? null
          : {
              instanceId: row.instanceId,
              state: instanceState(row),
              startedAt: iso(row.startedAt),
              deadlineAt: iso(row.deadlineAt),
              submittedAt: iso(row.submittedAt),
              result: resultOf(row),
              reviewUntil: iso(reviewUntil(row.reviewMinutes, row.submittedAt, now)),
            },
    };
  }

  return {
    submitExpired,

    async listMyExams(user: SessionUser): Promise<MyExams> {
      const now = clock();
      const studentId = await studentOf(user);
      if (studentId === null) return { serverNow: now.toISOString(), open: [], upcoming: [], past: [] };
      let rows = await selectMyExams(db, studentId);
      const expired = rows.filter((row) => row.startedAt && !row.submittedAt && row.deadlineAt && row.deadlineAt.getTime() + grace * 1000 < now.getTime());
      if (expired.length > 0) {
        await submitExpired(expired.map((row) => row.instanceId!));
        rows = await selectMyExams(db, studentId);
      }
      const result: MyExams = { serverNow: now.toISOString(), open: [], upcoming: [], past: [] };
      for (const row of rows) {
        const rule = ruleOfRow(row);
        const exam = toMyExam(row, rule, now);
        const state = exam.instance?.state;
        if (state === 'submitted') result.past.push(exam);
        else if (state === 'ongoing') result.open.push(exam);
        else if (now < rule.availableFrom) result.upcoming.push(exam);
        else if (now < rule.availableTo) result.open.push(exam);
        else result.past.push(exam);
      }
      result.past.reverse();
      return result;
    },

    async startMyExam(user: SessionUser, examId: number, password: string | null, client: { address: string | null; userAgent: string | null }) {
      const exam = await selectExamForStudent(db, examId, user.id);
      if (!exam) throw examNotFound();
      const { studentId } = exam;
      const now = clock();
      const existing = exam.instanceId === null ? null : { id: exam.instanceId, startedAt: exam.startedAt, submittedAt: exam.submittedAt };
      if (existing?.startedAt && !existing.submittedAt) return { instanceId: existing.id };
      if (existing?.submittedAt) throw new AppError(409, 'ALREADY_SUBMITTED', 'You have submitted this exam already.');
      // The rule in force for this student: their override's or their group's window, duration, password and start
      // permission, and their accommodation's extra time (access-rules.ts).
      const rule = ruleOfRow(exam);
      if (!rule.startAllowed) {
        throw new AppError(403, 'START_NOT_ALLOWED', 'You may not start this exam. Please ask the staff of the course.');
      }
      if (now < rule.availableFrom || now >= rule.availableTo) {
        throw new AppError(409, 'EXAM_NOT_OPEN', now < rule.availableFrom ? 'This exam is not open yet.' : 'This exam has closed.');
      }
      if (rule.password !== null) {
        const key = `exam-password:student:${studentId}`;
        const windowStart = new Date(now.getTime() - config.loginFailureWindowSeconds * 1000);
        if ((await selectPasswordFailures(db, key, windowStart)) >= config.examPasswordFailures) {
          throw new AppError(429, 'EXAM_PASSWORD_THROTTLED', 'Too many wrong exam passwords. Please wait a few minutes and ask the staff in the room.');
        }
        if (password === null || !samePassword(password, rule.password)) {
          const startedAt = await recordPasswordFailure(db, key, now, windowStart);
          void startedAt;
          throw new AppError(403, 'WRONG_EXAM_PASSWORD', 'The exam password is not right.');
        }
      }
      if (!existing) {
        try {
          await generateForStart({ examId, courseId: exam.courseId, studentId });
        } catch (error) {
          if (error instanceof Error && error.name === 'DrawError') {
            throw new AppError(409, 'EXAM_NOT_READY', 'This exam cannot give you an instance right now; please tell the staff in the room.');
          }
          throw error;
        }
      }
      const outcome = await startBatched({
        examId, studentId, now, address: client.address, userAgent: client.userAgent, durationMinutes: rule.durationMinutes, windowEnd: rule.availableTo,
      }).finally(() => live.wake());
      if (outcome === 'missing') throw examNotFound();
      if (outcome === 'submitted') throw new AppError(409, 'ALREADY_SUBMITTED', 'You have submitted this exam already.');
      return outcome;
    },

    async getMyInstance(user: SessionUser, instanceId: number): Promise<MyInstance> {
      const row = await myInstanceRow(user, instanceId);
      const state: ExamInstanceState = instanceState(row);
      const questions = state === 'ongoing' ? await selectMyQuestions(db, instanceId) : [];
      return {
        instanceId: row.id,
        examId: row.examId,
        examTitle: row.examTitle,
        courseName: row.courseName,
        state,
        startedAt: iso(row.startedAt),
        deadlineAt: iso(row.deadlineAt),
        submittedAt: iso(row.submittedAt),
        serverNow: clock().toISOString(),
        durationMinutes: row.durationMinutes,
        forwardOnly: row.forwardOnly,
        furthestOrdinal: row.furthestOrdinal,
        graceSeconds: grace,
        maxCodeRuns: row.maxCodeRuns,
        questions: questions.map((question) => ({
          runsUsed: question.runsUsed,
          runnable: isRunnable(question.view),
          ordinal: question.ordinal,
          maxPoints: question.maxPoints,
          view: question.view,
          answer: question.answer,
          seq: question.seq,
          savedAt: iso(question.savedAt),
        })),
      };
    },

    /** Runs an answer against the question's public tests (or visible data set); counts toward the exam's runs. */
    async runMyAnswer(user: SessionUser, instanceId: number, ordinal: number, answer: QuestionAnswer): Promise<MyRun> {
      const row = await myInstanceRow(user, instanceId);
      if (instanceState(row) !== 'ongoing') throw new AppError(409, 'NOT_ONGOING', 'This exam is not in progress.');
      const question = (await selectMyQuestions(db, instanceId)).find((q) => q.ordinal === ordinal);
      if (!question) throw new AppError(404, 'NOT_FOUND', 'This instance has no such question.');
      if (!isRunnable(question.view)) {
        throw new AppError(400, 'NOT_RUNNABLE', 'This question has no public tests to run an answer against.');
      }
      if (answer.kind !== question.view.kind) {
        throw new AppError(400, 'VALIDATION_FAILED', `The answer is of kind ${answer.kind}, the question of kind ${question.view.kind}.`, [
          { path: 'body/answer/kind', message: `must be ${question.view.kind}` },
        ]);
      }
      const now = clock();
      const reserved = await reserveRun(db, { instanceId, ordinal, studentId: row.studentId, now });
      if (!reserved) {
        throw new AppError(409, 'NO_RUNS_LEFT', row.maxCodeRuns === 0 ? 'This exam allows no runs.' : `You have used all ${row.maxCodeRuns} runs of this question.`);
      }
      const [version] = await selectQuestionVersions(db, [question.questionId]);
      const content = publicPartOf(instantiate(version, question.seed).content);
      let tests: MyRun['tests'] = [];
      let sqlRuns: MyRun['sqlRuns'] = [];
      let message: string | null;
      try {
        const result = await gradeAnswer(content, answer, { correct: 1, incorrect: 0, unanswered: 0 }, grading.runners);
        ({ tests, sqlRuns } = result);
        message = result.message;
      } catch (error) {
        // A fixture or reference the teacher got wrong: the student is told, and the run still counts.
        message = error instanceof Error ? error.message : 'The answer could not be run.';
      }
      const passed = tests.filter((test) => test.passed).length + sqlRuns.filter((run) => run.matches).length;
      await logInstanceEvents(db, instanceId, [{ kind: 'code-run', ordinal, detail: { passed, total: tests.length + sqlRuns.length } }], clock());
      return { runsUsed: reserved.runsUsed, maxRuns: reserved.maxRuns, tests, sqlRuns, message };
    },

    /** `refused`: the request broke the exam's access rules (server/plugins/exam-access.ts): kept as refused, never saved. */
    async saveMyAnswers(user: SessionUser, instanceId: number, saves: AnswerSave[], refused: 'network' | 'seb' | null = null) {
      const now = clock();
      // The newest of each question in this batch goes to the database; the others are stale at once.
      const newest = new Map<number, AnswerSave>();
      for (const save of saves) {
        const other = newest.get(save.ordinal);
        if (!other || other.seq < save.seq) newest.set(save.ordinal, save);
      }
      const kept = [...newest.values()];
      const outcome = await saveBatched({
        instanceId,
        userId: user.id,
        now,
        ordinals: kept.map((save) => save.ordinal),
        answers: kept.map((save) => JSON.stringify(save.answer)),
        seqs: kept.map((save) => save.seq),
        clientSavedAt: kept.map((save) => (save.clientSavedAt ? new Date(save.clientSavedAt) : null)),
        refused,
      });
      if (!outcome) throw instanceNotFound();
      const acks = new Map<number, AnswerAck>();
      for (const item of outcome.items) {
        let status: AnswerAck['status'];
        if (!item.valid || !outcome.startedAt) status = 'refused';
        else if (!outcome.inTime) status = 'late';
        // A replay of what the server holds already is acknowledged as saved: the client may forget it.
        else status = item.saved || item.held === item.seq ? 'saved' : 'stale';
        acks.set(item.ordinal, { ordinal: item.ordinal, seq: item.valid ? item.held : 0, status });
      }
      for (const save of saves) if (!acks.has(save.ordinal)) acks.set(save.ordinal, { ordinal: save.ordinal, seq: 0, status: 'stale' });
      for (const ack of acks.values()) answerSaves.inc({ status: ack.status });
      const state: ExamInstanceState = instanceState(outcome);
      return { acks: [...acks.values()].sort((x, y) => x.ordinal - y.ordinal), serverNow: now.toISOString(), deadlineAt: iso(outcome.deadlineAt), state };
    },

    async setMyPosition(user: SessionUser, instanceId: number, ordinal: number) {
      const studentId = await studentOf(user);
      if (studentId === null) throw instanceNotFound();
      const row = await selectMyInstance(db, instanceId, studentId);
      if (!row) throw instanceNotFound();
      const moved = await advancePosition(db, instanceId, studentId, ordinal);
      if (!moved) throw new AppError(409, 'NOT_ONGOING', 'This exam is not in progress.');
      return moved;
    },

    async submitMyInstance(user: SessionUser, instanceId: number): Promise<MyResult> {
      const studentId = await studentOf(user);
      if (studentId === null) throw instanceNotFound();
      const queued = await withTransaction(db, async (trx) => {
        if (!(await lockMyInstance(trx, instanceId, studentId))) throw instanceNotFound();
        const row = (await selectMyInstance(trx, instanceId, studentId))!;
        if (!row.startedAt) throw new AppError(409, 'NOT_STARTED', 'This exam has not been started.');
        if (row.submittedAt) return false;
        return submitInstance(trx, instanceId, 'student', clock());
      });
      live.wake();
      if (queued) grading.onEnqueued?.();
      let row = (await selectMyInstance(db, instanceId, studentId))!;
      if (queued && !row.asyncGrading) {
        const until = Date.now() + SYNC_GRADING_WAIT_MS;
        while (row.gradingState === 'pending' && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          row = (await selectMyInstance(db, instanceId, studentId))!;
        }
      }
      return resultOf(row)!;
    },

    async getMyReview(user: SessionUser, instanceId: number): Promise<MyReview> {
      const row = await myInstanceRow(user, instanceId);
      const now = clock();
      const until = reviewUntil(row.reviewMinutes, row.submittedAt, now);
      let questions: MyReview['questions'] = [];
      if (until) {
        const rows = await selectMyQuestions(db, instanceId);
        // Solutions and feedback come from the questions' versions; feedback shows with either switch.
        const versions = row.showSolutions || row.showFeedback
          ? new Map((await selectQuestionVersions(db, [...new Set(rows.map((question) => question.questionId))])).map((version) => [version.id, version]))
          : null;
        questions = rows.map((question) => ({
          ordinal: question.ordinal,
          maxPoints: question.maxPoints,
          view: question.view,
          answer: question.answer,
          score: reviewScore(question),
          grade: question.grade ? redactResultForStudent(question.grade as GradeResult) : null,
          solution: versions && row.showSolutions ? solutionFor(versions.get(question.questionId)!, question.seed) : null,
          // A teacher's comment reaches the student only once Apply copied it into the answer (docs/grading.md).
          comment: question.comment,
          feedback: versions
            ? reviewFeedback(versions.get(question.questionId)!, question.seed, question.answer, (question.grade as GradeResult | null)?.outcome ?? (question.answer === null ? 'unanswered' : null))
            : null,
        }));
      }
      return {
        instanceId: row.id,
        examTitle: row.examTitle,
        courseName: row.courseName,
        submittedAt: iso(row.submittedAt),
        reviewUntil: iso(until),
        serverNow: now.toISOString(),
        result: resultOf(row),
        questions,
      };
    },
  };
}

export type ExamTakingService = ReturnType<typeof createExamTakingService>;
