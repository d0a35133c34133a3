import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/connect.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError, type ErrorDetail } from '../../errors.js';
import type {
  GradeResult,
  GradingJob,
  QuestionAnswer,
  QuestionFeedback,
  QuestionInput,
  QuestionView,
} from '../../generated/contract-types.js';
import {
  AnswerKindError,
  answerText,
  checkReferenceSolutions,
  DEFAULT_SCORES,
  gradeAnswer,
  instantiate,
  needsRunner,
  QuestionGradingError,
  toView,
  validateQuestion,
  type GradingScores,
  TemplateError,
  type TemplatedQuestion,
} from '../../grading/index.js';
import { enqueue, selectOptionalGradingJob } from '../../grading/queue.js';
import type { CodeRunner, SqlRunner } from '../../grading/runner-types.js';
import { createRunners } from '../../sandbox/index.js';
import { sniffImageType } from '../../rules/images.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertCourseAccess, assertTeachesCourse, isAdmin } from '../courses/access.js';
import {
  deleteQuestionNodes,
  insertAttachment,
  insertQuestionNodes,
  insertQuestionRow,
  lockQuestion,
  selectAttachmentData,
  selectMaxVersion,
  selectNodesOutsideCourse,
  selectOptionalAttachmentCourse,
  studentSeesAttachment,
  selectOptionalGradingModelScores,
  selectOptionalQuestion,
  selectQuestionList,
  selectQuestionTags,
  selectQuestionVersions,
  unsetLatest,
  updateQuestionActive,
  updateQuestionRow,
  type QuestionFilter,
  type QuestionRow,
  type QuestionSort,
  type QuestionSummaryRow,
  type QuestionValues,
} from './queries.js';
import { normaliseTags, plainText, searchTsquery, textPreview } from './text.js';

export interface Runners {
  code: CodeRunner;
  sql: SqlRunner;
}

export interface QuestionsGrading {
  runners: Runners;
  /** Called after a job is queued, so that a worker in this process takes it without waiting for its poll. */
  onEnqueued?: () => void;
}

const questionNotFound = () => new AppError(404, 'NOT_FOUND', 'This question does not exist.');

const attachmentNotFound = () => new AppError(404, 'NOT_FOUND', 'This attachment does not exist.');
const notLatest = (version: number) =>
  new AppError(409, 'NOT_LATEST', `This is version ${version}, not the latest version of the question; open the latest to change it.`);

/** Whether a save runs the reference solutions first (`run`) or saves a code or SQL question inactive (`skip`). */
export type ReferenceCheck = 'run' | 'skip';

/** The text of a list of problems in one message, cut where a compiler's output would make it a page. */
function problemList(details: ErrorDetail[], limit = 600): string {
  const text = details.map((d) => `${d.path} ${d.message}`).join('; ');
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

const validationFailed = (details: ErrorDetail[]) =>
  new AppError(400, 'VALIDATION_FAILED', `The question is not valid: ${details.map((d) => `${d.path} ${d.message}`).join('; ')}.`, details);

/** The contract's checks the schema cannot make (keys, ids, references), as 400 VALIDATION_FAILED. */
function assertValid(input: QuestionInput, pathPrefix: string): void {
  const details = validateQuestion(input).map((detail) => ({ ...detail, path: `${pathPrefix}/${detail.path}`.replace(/\/+$/, '') }));
  if (details.length > 0) throw validationFailed(details);
}

/** The ids among `nodeIds` that are not nodes of the course. */
export async function nodesOutsideCourse(db: Executor, courseId: number, nodeIds: number[]): Promise<number[]> {
  return nodeIds.length === 0 ? [] : selectNodesOutsideCourse(db, courseId, nodeIds);
}

async function assertNodesOfCourse(db: Executor, courseId: number, nodeIds: number[], path: string): Promise<void> {
  const outside = await nodesOutsideCourse(db, courseId, nodeIds);
  if (outside.length > 0) {
    const message = `${outside.length === 1 ? 'Node' : 'Nodes'} ${outside.join(', ')} ${outside.length === 1 ? 'is not a node' : 'are not nodes'} of this course`;
    throw validationFailed([{ path, message }]);
  }
}

/** Feedback whose every text is blank is none. */
function feedbackOf(feedback: QuestionFeedback | null): QuestionFeedback | null {
  return feedback === null || Object.values(feedback).every((text) => text.trim() === '') ? null : feedback;
}

/**
 * The row values of an input: kind from the content, tags normalised, blank text fields none. Feedback the input
 * leaves out is `current` (an update keeps it; a new question has none).
 */
function questionValues(input: QuestionInput, current: QuestionFeedback | null = null): QuestionValues {
  return {
    kind: input.content.kind,
    title: input.title.trim(),
    text: input.text,
    content: input.content,
    template: input.template,
    isActive: input.isActive,
    timeLimitSeconds: input.timeLimitSeconds,
    comment: input.comment?.trim() ? input.comment : null,
    feedback: input.feedback === undefined ? current : feedbackOf(input.feedback),
    tags: normaliseTags(input.tags),
    answerText: answerText(input.content),
  };
}

function assertTitle(input: QuestionInput, path: string): void {
  if (!input.title.trim()) throw validationFailed([{ path, message: 'is blank' }]);
}

/**
 * Inserts version 1 of a new question chain: the row (with its search vector), its nodes. Works inside the
 * caller's transaction (pass its handle). Validates like createQuestion (400 VALIDATION_FAILED with details,
 * paths under `body`); the caller has checked that the user may work on the course.
 */
/**
 * Stores an image as an attachment of the course (an identical file of the course is reused); works inside the
 * caller's transaction. The caller has checked the user may work on the course and what the bytes are.
 */
export async function storeAttachment(
  db: Executor,
  file: { courseId: number; fileName: string; mediaType: string; data: Buffer; userId: number; now: Date },
) {
  const row = await insertAttachment(db, {
    ...file,
    byteSize: file.data.length,
    sha256: createHash('sha256').update(file.data).digest('hex'),
  });
  return { id: row.id, fileName: row.file_name, mediaType: row.media_type, byteSize: row.byte_size };
}

export async function insertQuestion(
  db: Executor,
  { courseId, userId, input, now = new Date() }: { courseId: number; userId: number; input: QuestionInput; now?: Date },
): Promise<number> {
  assertTitle(input, 'body/title');
  assertValid(input, 'body');
  await assertNodesOfCourse(db, courseId, input.nodeIds, 'body/nodeIds');
  const id = await insertQuestionRow(db, { ...questionValues(input), courseId, rootId: null, version: 1, userId, now });
  await insertQuestionNodes(db, id, input.nodeIds);
  return id;
}

/** What the editor changes of a stored version (all of `QuestionInput` but the nodes), in the contract's spelling. */
function editableFields(row: QuestionRow): Omit<QuestionInput, 'nodeIds' | 'feedback'> & { feedback: QuestionFeedback | null } {
  return {
    title: row.title,
    text: row.text,
    content: row.content,
    template: row.template,
    isActive: row.is_active,
    timeLimitSeconds: row.time_limit_seconds,
    comment: row.comment,
    feedback: row.feedback,
    tags: row.tags,
  };
}

function toQuestion(row: QuestionRow) {
  return {
    id: row.id,
    courseId: row.course_id,
    rootId: row.root_id,
    version: row.version,
    isLatest: row.is_latest,
    versionCount: row.version_count,
    kind: row.kind,
    ...editableFields(row),
    nodes: row.nodes,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    updatedByName: row.updated_by_name,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toSummary(row: QuestionSummaryRow) {
  return {
    id: row.id,
    rootId: row.root_id,
    version: row.version,
    kind: row.kind,
    title: row.title,
    textPreview: textPreview(row.text),
    isActive: row.is_active,
    tags: row.tags,
    nodes: row.nodes,
    createdBy: row.created_by,
    createdByName: row.created_by_name,
    updatedAt: row.updated_at.toISOString(),
    snippet: row.snippet === null ? null : plainText(row.snippet),
  };
}

export interface QuestionListQuery {
  query?: string;
  page: number;
  pageSize: number;
  sortBy: QuestionSort;
  sortOrder: 'asc' | 'desc';
  kind?: string[];
  nodeId?: number;
  includeDescendants: boolean;
  tag?: string[];
  active: 'active' | 'inactive' | 'all';
  authorId?: number;
  id?: number[];
}

/** The list call's parameters as SQL takes them (also used by the benchmark for its floor). */
export function questionListParams(courseId: number, q: QuestionListQuery) {
  const tags = normaliseTags(q.tag ?? []);
  const filter: QuestionFilter = {
    courseId,
    ids: q.id && q.id.length > 0 ? q.id : null,
    kinds: q.kind && q.kind.length > 0 ? q.kind : null,
    tags: tags.length > 0 ? tags : null,
    isActive: q.active === 'all' ? null : q.active === 'active',
    authorId: q.authorId ?? null,
    tsquery: searchTsquery(q.query),
    nodeId: q.nodeId ?? null,
    descendants: q.includeDescendants,
  };
  return { filter, page: { limit: q.pageSize, offset: (q.page - 1) * q.pageSize, sortBy: q.sortBy, sortOrder: q.sortOrder } };
}

/** A template that cannot make the seed's variant is the question's fault: a 400 naming the variable. */
function templateErrorsAsValidation<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof TemplateError) {
      throw validationFailed([{ path: `template/${error.variable}`, message: error.message }]);
    }
    throw error;
  }
}

const variant = (question: Pick<QuestionRow, 'text' | 'content' | 'template'>, seed: number) =>
  templateErrorsAsValidation(() => instantiate({ text: question.text, content: question.content, template: question.template }, seed));

/** Brackets and backslashes would end the image's alt text early. */
const markdownAlt = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);

export function createQuestionsService(
  { config, database, clock }: AppDeps,
  grading: QuestionsGrading = { runners: createRunners(config.sandbox) },
) {
  const { db } = database;
  const { runners } = grading;

  /** The question, when it exists and the user may work on its course (404 / 403 otherwise, as nodes do). */
  async function accessibleQuestion(executor: Executor, user: SessionUser, questionId: number): Promise<QuestionRow> {
    const row = await selectOptionalQuestion(executor, questionId);
    if (!row) throw questionNotFound();
    await assertTeachesCourse(executor, user, row.course_id, questionNotFound);
    return row;
  }

  async function question(executor: Executor, questionId: number) {
    const row = await selectOptionalQuestion(executor, questionId);
    if (!row) throw questionNotFound();
    return toQuestion(row);
  }

  /** Locks the version to save; only the chain's latest may be saved (409 NOT_LATEST). */
  async function lockLatest(trx: Db, user: SessionUser, questionId: number) {
    const ref = await lockQuestion(trx, questionId);
    if (!ref) throw questionNotFound();
    await assertTeachesCourse(trx, user, ref.course_id, questionNotFound);
    if (!ref.is_latest) throw notLatest(ref.version);
    return ref;
  }

  /**
   * 422 REFERENCE_FAILS unless the question's reference solutions pass its own tests (on the variant of seed 0
   * when templated), with each failing test, data set or solution in `details` (paths under `pathPrefix`). Runs in
   * the sandboxes, never inside a transaction: an SQL check takes seconds, and PGlite has one connection.
   */
  async function assertReferencePasses(question: TemplatedQuestion, pathPrefix: string): Promise<void> {
    const { content } = variant(question, 0);
    if (!needsRunner(content)) return;
    const problems = await checkReferenceSolutions(content, runners);
    if (problems.length === 0) return;
    const details = problems.map((problem) => ({ path: `${pathPrefix}${problem.path}`, message: problem.message }));
    throw new AppError(
      422,
      'REFERENCE_FAILS',
      `The reference solution does not pass the question's own tests; fix it, or save the question inactive: ${problemList(details)}.`,
      details,
    );
  }

  /** The input as it is saved after the reference check (`skip` leaves a question that needs one inactive). */
  async function referenceChecked(input: QuestionInput, referenceCheck: ReferenceCheck): Promise<QuestionInput> {
    if (referenceCheck === 'run') {
      await assertReferencePasses(input, 'body/');
      return input;
    }
    return needsRunner(input.content) ? { ...input, isActive: false } : input;
  }

  function viewOf(
    row: Pick<QuestionRow, 'kind' | 'title' | 'text' | 'content' | 'template' | 'time_limit_seconds'>,
    ids: { questionId: number | null; version: number },
    seed: number,
  ): QuestionView {
    return templateErrorsAsValidation(() =>
      toView(
        {
          id: ids.questionId,
          version: ids.version,
          kind: row.kind,
          title: row.title,
          text: row.text,
          content: row.content,
          template: row.template,
          timeLimitSeconds: row.time_limit_seconds,
        },
        seed,
      ),
    );
  }

  return {
    async listQuestions(user: SessionUser, courseId: number, q: QuestionListQuery) {
      await assertCourseAccess(db, user, courseId);
      const { filter, page } = questionListParams(courseId, q);
      const { total, items } = await selectQuestionList(db, filter, page);
      return { items: items.map(toSummary), total, page: q.page, pageSize: q.pageSize };
    },

    async createQuestion(user: SessionUser, courseId: number, input: QuestionInput, referenceCheck: ReferenceCheck = 'run') {
      await assertCourseAccess(db, user, courseId);
      // The input's own faults first: they cost nothing to find, and a sandbox run would only repeat them.
      assertTitle(input, 'body/title');
      assertValid(input, 'body');
      const checked = await referenceChecked(input, referenceCheck);
      return withTransaction(db, async (trx) => {
        const id = await insertQuestion(trx, { courseId, userId: user.id, input: checked, now: clock() });
        return question(trx, id);
      });
    },

    /**
     * `in-place` rewrites the latest version; `new-version` adds version n+1 with the same root, made only of
     * the input, and makes it the latest in the same transaction.
     */
    async updateQuestion(
      user: SessionUser,
      questionId: number,
      mode: 'in-place' | 'new-version',
      input: QuestionInput,
      referenceCheck: ReferenceCheck = 'run',
    ) {
      assertTitle(input, 'body/title');
      assertValid(input, 'body');
      // Refusals that need no sandbox come before the check (which may take seconds); lockLatest repeats them
      // once the row is locked.
      const current = await accessibleQuestion(db, user, questionId);
      if (!current.is_latest) throw notLatest(current.version);
      const checked = await referenceChecked(input, referenceCheck);
      return withTransaction(db, async (trx) => {
        const ref = await lockLatest(trx, user, questionId);
        await assertNodesOfCourse(trx, ref.course_id, checked.nodeIds, 'body/nodeIds');
        // Feedback the input leaves out is kept as it is now, read under the lock (a save in between may have changed it).
        const values = questionValues(checked, input.feedback === undefined ? (await accessibleQuestion(trx, user, questionId)).feedback : null);
        const now = clock();
        if (mode === 'in-place') {
          await updateQuestionRow(trx, questionId, { ...values, userId: user.id, now });
          await deleteQuestionNodes(trx, questionId);
          await insertQuestionNodes(trx, questionId, checked.nodeIds);
          return question(trx, questionId);
        }
        await unsetLatest(trx, questionId);
        const version = (await selectMaxVersion(trx, ref.root_id)) + 1;
        const id = await insertQuestionRow(trx, { ...values, courseId: ref.course_id, rootId: ref.root_id, version, userId: user.id, now });
        await insertQuestionNodes(trx, id, checked.nodeIds);
        return question(trx, id);
      });
    },

    /** Making a code or SQL question active runs its reference check first, as a save does. */
    async setQuestionActive(user: SessionUser, questionId: number, isActive: boolean) {
      if (isActive) {
        const current = await accessibleQuestion(db, user, questionId);
        if (!current.is_latest) throw notLatest(current.version);
        if (!current.is_active) await assertReferencePasses(current, '');
      }
      return withTransaction(db, async (trx) => {
        await lockLatest(trx, user, questionId);
        await updateQuestionActive(trx, questionId, { isActive, userId: user.id, now: clock() });
        return question(trx, questionId);
      });
    },

    /** A new chain (version 1) with the version's content, tags and nodes, titled "… (copy)". */
    async cloneQuestion(user: SessionUser, questionId: number) {
      return withTransaction(db, async (trx) => {
        const row = await accessibleQuestion(trx, user, questionId);
        const suffix = ' (copy)';
        const input: QuestionInput = {
          ...editableFields(row),
          title: `${row.title.slice(0, 300 - suffix.length)}${suffix}`,
          nodeIds: row.nodes.map((node) => node.id),
        };
        const id = await insertQuestion(trx, { courseId: row.course_id, userId: user.id, input, now: clock() });
        return question(trx, id);
      });
    },

    async getQuestion(user: SessionUser, questionId: number) {
      return toQuestion(await accessibleQuestion(db, user, questionId));
    },

    async listQuestionVersions(user: SessionUser, questionId: number) {
      const row = await accessibleQuestion(db, user, questionId);
      return (await selectQuestionVersions(db, row.root_id)).map((v) => ({
        id: v.id,
        version: v.version,
        isLatest: v.is_latest,
        title: v.title,
        kind: v.kind,
        isActive: v.is_active,
        updatedAt: v.updated_at.toISOString(),
        updatedByName: v.updated_by_name,
      }));
    },

    async listQuestionTags(user: SessionUser, courseId: number) {
      await assertCourseAccess(db, user, courseId);
      return selectQuestionTags(db, courseId);
    },

    /** Exactly what a student would receive of this version for the seed. */
    async previewQuestion(user: SessionUser, questionId: number, seed: number) {
      const row = await accessibleQuestion(db, user, questionId);
      return viewOf(row, { questionId: row.id, version: row.version }, seed);
    },

    async previewQuestionDraft(user: SessionUser, courseId: number, draft: QuestionInput, seed: number) {
      await assertCourseAccess(db, user, courseId);
      assertTitle(draft, 'body/question/title');
      assertValid(draft, 'body/question');
      const values = questionValues(draft);
      return viewOf({ ...values, time_limit_seconds: values.timeLimitSeconds }, { questionId: null, version: 1 }, seed);
    },

    /**
     * Grades an answer as an exam would. Pure kinds are graded here and now; code and SQL go to the queue, since
     * student programs never run in the API's process.
     */
    async tryQuestion(user: SessionUser, questionId: number, trial: { seed: number; answer: QuestionAnswer; gradingModelId: number | null }): Promise<GradingJob> {
      const row = await accessibleQuestion(db, user, questionId);
      if (trial.answer.kind !== row.kind) {
        throw new AppError(400, 'VALIDATION_FAILED', `The answer is of kind ${trial.answer.kind}, the question of kind ${row.kind}.`, [
          { path: 'body/answer/kind', message: `must be ${row.kind}` },
        ]);
      }
      let scores: GradingScores = DEFAULT_SCORES;
      if (trial.gradingModelId !== null) {
        const model = await selectOptionalGradingModelScores(db, trial.gradingModelId);
        if (!model) throw new AppError(404, 'NOT_FOUND', 'This grading model does not exist.');
        scores = model;
      }
      const instance = variant(row, trial.seed);
      if (!needsRunner(instance.content)) {
        try {
          const result: GradeResult = await gradeAnswer(instance.content, trial.answer, scores, runners);
          return { jobId: null, status: 'graded', result, error: null };
        } catch (error) {
          // A part of a complex answer of the wrong kind is the caller's mistake, like a wrong kind at the top.
          if (error instanceof AnswerKindError) {
            throw new AppError(400, 'VALIDATION_FAILED', error.message, [{ path: 'body/answer', message: error.message }]);
          }
          // The question itself cannot be graded for this seed (a key its variant cannot compute): the trial says why,
          // as a queued job that fails does.
          if (error instanceof QuestionGradingError) return { jobId: null, status: 'failed', result: null, error: error.message };
          throw error;
        }
      }
      const jobId = await enqueue(db, { questionId: row.id, seed: trial.seed, answer: trial.answer, scores }, user.id);
      grading.onEnqueued?.();
      return { jobId, status: 'queued', result: null, error: null };
    },

    /** Only who asked for the grading (or an administrator) sees it; anyone else gets 404. */
    async getGradingJob(user: SessionUser, jobId: number): Promise<GradingJob> {
      const job = await selectOptionalGradingJob(db, jobId);
      if (!job || (job.requested_by !== user.id && !isAdmin(user))) {
        throw new AppError(404, 'NOT_FOUND', 'This grading job does not exist.');
      }
      return {
        jobId: job.id,
        status: job.status === 'done' ? 'graded' : job.status,
        result: job.result,
        error: job.error,
      };
    },

    listCodeRunners() {
      return runners.code.languages();
    },

    /** PNG, JPEG, GIF or WebP by their first bytes; an identical file of the course is reused. */
    async uploadAttachment(user: SessionUser, courseId: number, fileName: string, bytes: Buffer) {
      await assertCourseAccess(db, user, courseId);
      const detected = sniffImageType(bytes);
      if (!detected) {
        throw new AppError(
          400,
          'UNSUPPORTED_MEDIA_TYPE',
          'Only PNG, JPEG, GIF and WebP images can be attached (the file’s content is checked, not its name; SVG is not accepted).',
        );
      }
      const name = fileName.trim() || `image.${detected.extension}`;
      const stored = await storeAttachment(db, {
        courseId,
        fileName: name,
        mediaType: detected.mediaType,
        data: bytes,
        userId: user.id,
        now: clock(),
      });
      return { ...stored, markdown: `![${markdownAlt(stored.fileName)}](attachment:${stored.id})` };
    },

    async getAttachment(user: SessionUser, attachmentId: number) {
      const ref = await selectOptionalAttachmentCourse(db, attachmentId);
      if (!ref) throw attachmentNotFound();
      if (user.roleName === 'Student') {
        // Not one of theirs reads as absent, as for staff of another course.
        if (!(await studentSeesAttachment(db, user.id, attachmentId))) throw attachmentNotFound();
      } else {
        await assertTeachesCourse(db, user, ref.course_id, attachmentNotFound);
      }
      const row = await selectAttachmentData(db, attachmentId);
      return { mediaType: row.media_type, fileName: row.file_name, data: row.data };
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
