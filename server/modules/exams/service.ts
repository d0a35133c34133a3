import { AppError } from '../../errors.js';
import { forgetExamAccess } from './access-service.js';
import { moveDeadlines } from './deadlines.js';
import { networksOf } from './networks.js';
import type { Executor } from '../../db/connect.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.js';
import { withTransaction } from '../../db/transaction.js';
import type { CodeLanguage, Exam, ExamInput, ExamLockedField, ExamSample, ExamSummary, ExamValidation } from '../../generated/contract-types.js';
import type { Runners } from '../../grading/grade.js';
import { examInputOf, partInputOf } from '../../rules/exam-input.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertCourseAccess, assertTeachesCourse } from '../courses/access.js';
import { newInstanceSeed } from './draw.js';
import { buildInstance, loadPools, staffQuestionOf } from './pools.js';
import {
  deleteExam,
  deleteExamPartsExcept,
  insertExam,
  insertExamPart,
  lockExam,
  replacePartQuestions,
  selectCourseNodesOf,
  selectExamCounts,
  selectExamPartIds,
  selectExamParts,
  selectExams,
  selectGradingModelsOf,
  selectNodeCandidates,
  selectOptionalExam,
  selectPartQuestions,
  selectQuestionsOf,
  selectQuestionTraits,
  selectYearShift,
  setExamArchived,
  setExamPublished,
  updateExam,
  updateExamPart,
  type ExamCountsRow,
  type ExamRow,
  type PartQuestionRow,
  type PartRow,
} from './queries.js';
import { examPhase } from './timing.js';
import { partCandidates, partCounts, validateExam, type ExamFacts } from './validate.js';

export const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');

/** Fields that stop changing once an instance exists: they decide what was drawn and how it is scored. */
const lockedOnceGenerated = ['parts', 'forwardOnly', 'asyncGrading', 'scoreIgnored', 'maxScore', 'passPercentage'] as const;

/** Validation errors that are not a draft's unfinished state but references no exam of this course may keep. */
const integrityErrors = new Set(['NODE_NOT_IN_COURSE', 'QUESTION_NOT_IN_COURSE', 'GRADING_MODEL_MISSING']);

const emptyCounts = (examId: number): ExamCountsRow => ({ examId, generated: 0, notStarted: 0, ongoing: 0, submitted: 0, started: 0, enrolled: 0 });

/** An exam's parts as the editor sends them (ExamInput), for comparing with what is asked. */
function partsAsInput(parts: PartRow[], partQuestions: PartQuestionRow[]): ExamInput['parts'] {
  return parts.map((part) => partInputOf(part, partQuestions.filter((row) => row.partId === part.id).map((row) => row.id)));
}

/** The parts in a form where only what changes an instance counts (not titles, not a fixed part's node). */
function partsKey(parts: ExamInput['parts']): string {
  return JSON.stringify(
    [...parts]
      .sort((a, b) => a.ordinal - b.ordinal || (a.id ?? 0) - (b.id ?? 0))
      .map((part) =>
        part.source === 'node'
          ? ['node', part.ordinal, part.nodeId, part.minQuestions, part.maxQuestions, part.gradingModelId]
          : ['fixed', part.ordinal, part.gradingModelId, [...part.questionIds].sort((a, b) => a - b)],
      ),
  );
}

function lockedFields(counts: ExamCountsRow): ExamLockedField[] {
  if (counts.generated + counts.started === 0) return [];
  const reason = counts.started > 0 ? 'started' : 'instances-exist';
  return lockedOnceGenerated.map((field) => ({ field, reason }));
}

export function createExamsService({ database, clock }: Pick<AppDeps, 'database' | 'clock'>, grading: { runners: Runners }) {
  const { db } = database;

  /** The exam when it exists and the user may work on its course; the same 404 otherwise. */
  async function accessibleExam(executor: Executor, user: SessionUser, examId: number): Promise<ExamRow> {
    const exam = await selectOptionalExam(executor, examId);
    if (!exam) throw examNotFound();
    await assertTeachesCourse(executor, user, exam.courseId, examNotFound);
    return exam;
  }

  async function codeLanguages(): Promise<Set<CodeLanguage>> {
    const infos = (await grading.runners.code?.languages()) ?? [];
    return new Set(infos.filter((info) => info.available).map((info) => info.language));
  }

  /** Reads what validateExam needs to know of the course and the bank for these parts. */
  async function factsFor(executor: Executor, courseId: number, input: ExamInput): Promise<ExamFacts> {
    const nodeIds = [...new Set(input.parts.flatMap((part) => (part.source === 'node' && part.nodeId !== null ? [part.nodeId] : [])))];
    const fixedIds = [...new Set(input.parts.flatMap((part) => (part.source === 'fixed' ? part.questionIds : [])))];
    const modelIds = [...new Set(input.parts.map((part) => part.gradingModelId))];
    const [courseNodes, candidates, fixed, models, languages] = await Promise.all([
      selectCourseNodesOf(executor, courseId, nodeIds),
      selectNodeCandidates(executor, courseId, nodeIds),
      selectQuestionsOf(executor, fixedIds),
      selectGradingModelsOf(executor, modelIds),
      codeLanguages(),
    ]);
    const facts: ExamFacts = {
      now: clock(),
      courseId,
      courseNodes: new Set(courseNodes),
      nodeCandidates: new Map(candidates.map((row) => [row.nodeId, row.questionIds])),
      fixedQuestions: new Map(fixed.map((row) => [row.id, { courseId: row.courseId, latestId: row.latestId, latestActive: row.latestActive }])),
      traits: new Map(),
      gradingModels: new Map(models.map((row) => [row.id, { correct: row.correct }])),
      codeLanguages: languages,
      sqlAvailable: grading.runners.sql !== undefined,
    };
    const possible = [...new Set(partCandidates(input, facts).flat())];
    const traits = await selectQuestionTraits(executor, possible);
    return { ...facts, traits: new Map(traits.map((row) => [row.id, row])) };
  }

  async function countsOf(executor: Executor, examIds: number[]): Promise<Map<number, ExamCountsRow>> {
    const rows = await selectExamCounts(executor, examIds);
    return new Map(rows.map((row) => [row.examId, row]));
  }

  /** The whole exam as the contract gives it. */
  async function examOf(executor: Executor, exam: ExamRow): Promise<Exam> {
    const [parts, partQuestions, counts] = await Promise.all([
      selectExamParts(executor, [exam.id]),
      selectPartQuestions(executor, [exam.id]),
      countsOf(executor, [exam.id]),
    ]);
    const input = { parts: partsAsInput(parts, partQuestions) };
    const nodeIds = [...new Set(parts.flatMap((part) => (part.nodeId === null ? [] : [part.nodeId])))];
    const candidates = new Map((await selectNodeCandidates(executor, exam.courseId, nodeIds)).map((row) => [row.nodeId, row.questionIds]));
    const fixedQuestions = new Map(
      partQuestions.filter((row) => row.latestActive && row.courseId === exam.courseId).map((row) => [row.id, { courseId: row.courseId, latestId: row.latestId, latestActive: true }]),
    );
    const perPart = partCandidates(input, { nodeCandidates: candidates, fixedQuestions });
    const ranges = partCounts(input, perPart);
    const examCounts = counts.get(exam.id) ?? emptyCounts(exam.id);
    return {
      ...exam,
      availableFrom: exam.availableFrom.toISOString(),
      availableTo: exam.availableTo.toISOString(),
      publishedAt: exam.publishedAt?.toISOString() ?? null,
      archivedAt: exam.archivedAt?.toISOString() ?? null,
      createdAt: exam.createdAt.toISOString(),
      updatedAt: exam.updatedAt.toISOString(),
      phase: examPhase(exam, clock()),
      parts: parts.map((part, index) => ({
        id: part.id,
        ordinal: part.ordinal,
        title: part.title,
        source: part.source,
        nodeId: part.nodeId,
        nodeName: part.nodeName,
        minQuestions: part.minQuestions,
        maxQuestions: part.maxQuestions,
        gradingModelId: part.gradingModelId,
        gradingModelName: part.gradingModelName,
        available: perPart[index].length,
        questions: partQuestions
          .filter((row) => row.partId === part.id)
          .map((row) => ({ id: row.id, rootId: row.rootId, version: row.version, title: row.title, kind: row.kind, isActive: row.latestActive, isLatest: row.isLatest })),
      })),
      counts: examCounts,
      lockedFields: lockedFields(examCounts),
      pointsRange: {
        min: parts.reduce((sum, part, index) => sum + ranges[index].min * part.correctScore, 0),
        max: parts.reduce((sum, part, index) => sum + ranges[index].max * part.correctScore, 0),
      },
    };
  }

  /** Saves the parts as given: kept parts (by id) changed, new ones inserted, the rest deleted. */
  async function saveParts(trx: Executor, examId: number, parts: ExamInput['parts']): Promise<void> {
    const existing = new Set(await selectExamPartIds(trx, examId));
    const kept = parts.flatMap((part) => (part.id !== null && existing.has(part.id) ? [part.id] : []));
    await deleteExamPartsExcept(trx, examId, kept);
    for (const part of parts) {
      const fields = {
        ordinal: part.ordinal,
        title: part.title?.trim() || null,
        nodeId: part.source === 'node' ? part.nodeId : null,
        minQuestions: part.source === 'node' ? part.minQuestions : 0,
        maxQuestions: part.source === 'node' ? part.maxQuestions : 0,
        gradingModelId: part.gradingModelId,
      };
      let partId: number;
      if (part.id !== null && existing.has(part.id)) {
        partId = part.id;
        await updateExamPart(trx, examId, partId, fields);
      } else {
        partId = await insertExamPart(trx, examId, fields);
      }
      await replacePartQuestions(trx, partId, part.source === 'fixed' ? [...new Set(part.questionIds)] : []);
    }
  }

  /** Refuses what no exam of this course may hold: nodes or questions of another course, a missing model. */
  async function checkIntegrity(executor: Executor, courseId: number, input: ExamInput): Promise<ExamValidation> {
    const validation = validateExam(input, await factsFor(executor, courseId, input));
    const wrong = validation.errors.filter((problem) => integrityErrors.has(problem.code));
    if (wrong.length > 0) {
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        `The request is not valid: ${wrong.map((problem) => `body/${problem.path} ${problem.message}`).join('; ')}`,
        wrong.map((problem) => ({ path: `body/${problem.path}`, message: problem.message })),
      );
    }
    if (!(new Date(input.availableTo) > new Date(input.availableFrom))) {
      throw new AppError(400, 'VALIDATION_FAILED', 'The request is not valid: body/availableTo must be after availableFrom.', [
        { path: 'body/availableTo', message: 'must be after availableFrom' },
      ]);
    }
    return validation;
  }

  const duplicateAbbreviation = (abbreviation: string) =>
    new AppError(409, 'DUPLICATE', `An exam with the abbreviation ${abbreviation} already exists in this course and academic year.`);

  const fieldsOf = (input: ExamInput) => ({
    title: input.title.trim(),
    abbreviation: input.abbreviation,
    ordinal: input.ordinal,
    description: input.description?.trim() || null,
    password: input.password,
    availableFrom: new Date(input.availableFrom),
    availableTo: new Date(input.availableTo),
    durationMinutes: input.durationMinutes,
    maxScore: input.maxScore,
    passPercentage: input.passPercentage,
    showSolutions: input.showSolutions,
    showFeedback: input.showFeedback ?? false,
    reviewMinutes: input.reviewMinutes,
    forwardOnly: input.forwardOnly,
    asyncGrading: input.asyncGrading,
    scoreIgnored: input.scoreIgnored,
    allowAnonymousStalk: input.allowAnonymousStalk,
    accommodationsApply: input.accommodationsApply ?? true,
    sebRequired: input.sebRequired ?? false,
    sebConfigKeys: (input.sebConfigKeys ?? []).map((key) => key.toLowerCase()),
    sebBrowserExamKeys: (input.sebBrowserExamKeys ?? []).map((key) => key.toLowerCase()),
    allowedNetworks: networksOf(input.allowedNetworks ?? [], 'allowedNetworks'),
    maxCodeRuns: input.maxCodeRuns,
  });

  /** A new exam with its parts (create and clone); a taken abbreviation is 409, an unknown year 400. */
  async function insertWithParts(trx: Executor, courseId: number, input: ExamInput, user: SessionUser): Promise<Exam> {
    let examId: number;
    try {
      examId = await insertExam(trx, { ...fieldsOf(input), courseId, academicYearId: input.academicYearId, userId: user.id, now: clock() });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateAbbreviation(input.abbreviation);
      if (isForeignKeyViolation(error)) {
        throw new AppError(400, 'VALIDATION_FAILED', 'The request is not valid: body/academicYearId does not exist.', [
          { path: 'body/academicYearId', message: 'does not exist' },
        ]);
      }
      throw error;
    }
    await saveParts(trx, examId, input.parts);
    return examOf(trx, (await selectOptionalExam(trx, examId))!);
  }

  function blankTitle(input: ExamInput) {
    if (input.title.trim() === '') {
      throw new AppError(400, 'VALIDATION_FAILED', 'The request is not valid: body/title is blank.', [{ path: 'body/title', message: 'is blank' }]);
    }
  }

  return {
    async listExams(user: SessionUser, courseId: number, academicYearId: number, archived: boolean): Promise<ExamSummary[]> {
      await assertCourseAccess(db, user, courseId);
      const exams = await selectExams(db, courseId, academicYearId, archived);
      const ids = exams.map((exam) => exam.id);
      const [counts, parts, partQuestions] = await Promise.all([countsOf(db, ids), selectExamParts(db, ids), selectPartQuestions(db, ids)]);
      const nodeIds = [...new Set(parts.flatMap((part) => (part.nodeId === null ? [] : [part.nodeId])))];
      const candidates = new Map((await selectNodeCandidates(db, courseId, nodeIds)).map((row) => [row.nodeId, row.questionIds]));
      const now = clock();
      return exams.map((exam) => {
        const own = parts.filter((part) => part.examId === exam.id);
        const input = { parts: partsAsInput(own, partQuestions) };
        const fixedQuestions = new Map(
          partQuestions.filter((row) => row.latestActive && row.courseId === courseId).map((row) => [row.id, { courseId, latestId: row.latestId, latestActive: true }]),
        );
        const ranges = partCounts(input, partCandidates(input, { nodeCandidates: candidates, fixedQuestions }));
        return {
          id: exam.id,
          courseId: exam.courseId,
          academicYearId: exam.academicYearId,
          title: exam.title,
          abbreviation: exam.abbreviation,
          ordinal: exam.ordinal,
          availableFrom: exam.availableFrom.toISOString(),
          availableTo: exam.availableTo.toISOString(),
          durationMinutes: exam.durationMinutes,
          phase: examPhase(exam, now),
          partCount: own.length,
          questionCount: { min: ranges.reduce((sum, range) => sum + range.min, 0), max: ranges.reduce((sum, range) => sum + range.max, 0) },
          hasPassword: exam.password !== null,
          counts: counts.get(exam.id) ?? emptyCounts(exam.id),
        };
      });
    },

    async getExam(user: SessionUser, examId: number): Promise<Exam> {
      return examOf(db, await accessibleExam(db, user, examId));
    },

    async createExam(user: SessionUser, courseId: number, input: ExamInput): Promise<Exam> {
      await assertCourseAccess(db, user, courseId);
      blankTitle(input);
      return withTransaction(db, async (trx) => {
        await checkIntegrity(trx, courseId, input);
        return insertWithParts(trx, courseId, input, user);
      });
    },

    async updateExam(user: SessionUser, examId: number, input: ExamInput): Promise<Exam> {
      blankTitle(input);
      return withTransaction(db, async (trx) => {
        const exam = await accessibleExam(trx, user, examId);
        await lockExam(trx, examId);
        if (input.academicYearId !== exam.academicYearId) {
          throw new AppError(400, 'VALIDATION_FAILED', 'The request is not valid: body/academicYearId cannot change; clone the exam to another academic year instead.', [
            { path: 'body/academicYearId', message: 'cannot change; clone the exam to another academic year instead' },
          ]);
        }
        const validation = await checkIntegrity(trx, exam.courseId, input);
        const current = await examOf(trx, exam);
        if (current.lockedFields.length > 0) {
          const [parts, partQuestions] = await Promise.all([selectExamParts(trx, [examId]), selectPartQuestions(trx, [examId])]);
          const changed = current.lockedFields.map((locked) => locked.field).filter((field) => {
            if (field === 'parts') return partsKey(partsAsInput(parts, partQuestions)) !== partsKey(input.parts);
            return (exam as unknown as Record<string, unknown>)[field] !== (input as unknown as Record<string, unknown>)[field];
          });
          if (changed.length > 0) {
            throw new AppError(
              409,
              'EXAM_LOCKED',
              `Instances of this exam exist, so ${changed.join(', ')} can no longer change (they decide what students were given and how it is scored).`,
              changed.map((field) => ({ path: `body/${field}`, message: 'cannot change once instances exist' })),
            );
          }
        }
        if (exam.publishedAt && validation.errors.length > 0) {
          throw new AppError(
            422,
            'EXAM_INVALID',
            `A published exam must stay valid: ${validation.errors.map((problem) => problem.message).join(' ')}`,
            validation.errors.map((problem) => ({ path: `body/${problem.path}`, message: problem.message })),
          );
        }
        try {
          await updateExam(trx, {
            ...fieldsOf(input),
            // What an older client leaves out stays as it is.
            accommodationsApply: input.accommodationsApply ?? current.accommodationsApply,
            showFeedback: input.showFeedback ?? current.showFeedback,
            sebRequired: input.sebRequired ?? current.sebRequired,
            sebConfigKeys: (input.sebConfigKeys ?? current.sebConfigKeys).map((key) => key.toLowerCase()),
            sebBrowserExamKeys: (input.sebBrowserExamKeys ?? current.sebBrowserExamKeys).map((key) => key.toLowerCase()),
            allowedNetworks: networksOf(input.allowedNetworks ?? current.allowedNetworks, 'allowedNetworks'),
            examId,
            userId: user.id,
            now: clock(),
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw duplicateAbbreviation(input.abbreviation);
          throw error;
        }
        if (current.lockedFields.length === 0) await saveParts(trx, examId, input.parts);
        // Ongoing instances follow a changed duration or window at once (docs/exams.md, States), each by its own rule.
        await moveDeadlines(trx, { examId }, { kind: 'follow' }, clock());
        forgetExamAccess(examId);
        return examOf(trx, (await selectOptionalExam(trx, examId))!);
      });
    },

    async deleteExam(user: SessionUser, examId: number): Promise<void> {
      await withTransaction(db, async (trx) => {
        await accessibleExam(trx, user, examId);
        await lockExam(trx, examId);
        const counts = (await countsOf(trx, [examId])).get(examId) ?? emptyCounts(examId);
        if (counts.started > 0) {
          throw new AppError(409, 'IN_USE', `This exam cannot be deleted: ${counts.started} student${counts.started === 1 ? ' has' : 's have'} started it. Archive it instead.`);
        }
        await deleteExam(trx, examId);
      });
    },

    async setArchived(user: SessionUser, examId: number, archived: boolean): Promise<Exam> {
      return withTransaction(db, async (trx) => {
        await accessibleExam(trx, user, examId);
        await setExamArchived(trx, { examId, archived, userId: user.id, now: clock() });
        return examOf(trx, (await selectOptionalExam(trx, examId))!);
      });
    },

    async setPublished(user: SessionUser, examId: number, published: boolean): Promise<Exam> {
      return withTransaction(db, async (trx) => {
        const exam = await accessibleExam(trx, user, examId);
        await lockExam(trx, examId);
        const current = await examOf(trx, exam);
        if (published) {
          const input = examInputOf(current);
          const validation = validateExam(input, await factsFor(trx, exam.courseId, input));
          if (validation.errors.length > 0) {
            throw new AppError(
              422,
              'EXAM_INVALID',
              `The exam cannot be published while it has errors: ${validation.errors.map((problem) => problem.message).join(' ')}`,
              validation.errors.map((problem) => ({ path: problem.path, message: problem.message })),
            );
          }
        } else if (current.counts.ongoing + current.counts.submitted > 0) {
          throw new AppError(409, 'IN_USE', 'Students have started this exam, so it cannot go back to a draft. Archive it instead.');
        }
        await setExamPublished(trx, { examId, published, userId: user.id, now: clock() });
        return examOf(trx, (await selectOptionalExam(trx, examId))!);
      });
    },

    async cloneExam(user: SessionUser, examId: number, values: { academicYearId: number; title: string; abbreviation: string }): Promise<Exam> {
      return withTransaction(db, async (trx) => {
        const exam = await examOf(trx, await accessibleExam(trx, user, examId));
        const yearShift = await selectYearShift(trx, exam.academicYearId, values.academicYearId);
        const shift = (date: Date) => {
          const moved = new Date(date);
          moved.setUTCFullYear(moved.getUTCFullYear() + yearShift);
          return moved.toISOString();
        };
        const input: ExamInput = {
          ...examInputOf(exam),
          academicYearId: values.academicYearId,
          title: values.title,
          abbreviation: values.abbreviation,
          availableFrom: shift(new Date(exam.availableFrom)),
          availableTo: shift(new Date(exam.availableTo)),
          parts: examInputOf(exam).parts.map((part) => ({ ...part, id: null })),
        };
        return insertWithParts(trx, exam.courseId, input, user);
      });
    },

    async validateDraft(user: SessionUser, courseId: number, input: ExamInput): Promise<ExamValidation> {
      await assertCourseAccess(db, user, courseId);
      return validateExam(input, await factsFor(db, courseId, input));
    },

    async validateSaved(user: SessionUser, examId: number): Promise<ExamValidation> {
      const exam = await examOf(db, await accessibleExam(db, user, examId));
      const input = examInputOf(exam);
      return validateExam(input, await factsFor(db, exam.courseId, input));
    },

    async previewSample(user: SessionUser, examId: number, requestedSeed: number | null): Promise<ExamSample> {
      const exam = await accessibleExam(db, user, examId);
      const [parts, partQuestions] = await Promise.all([selectExamParts(db, [examId]), selectPartQuestions(db, [examId])]);
      const pools = await loadPools(db, exam.courseId, parts, partQuestions);
      const seed = requestedSeed ?? newInstanceSeed();
      let built;
      try {
        built = buildInstance(pools, seed);
      } catch (error) {
        if (error instanceof Error && error.name === 'DrawError') throw new AppError(422, 'EXAM_INVALID', error.message);
        throw error;
      }
      return {
        seed,
        points: built.reduce((sum, question) => sum + question.maxPoints, 0),
        questions: built.map((question) => staffQuestionOf(question, pools.questions.get(question.questionId)!)),
      };
    },
  };
}

export type ExamsService = ReturnType<typeof createExamsService>;
