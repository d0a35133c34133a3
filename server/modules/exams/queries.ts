import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { Exam, ExamCounts, ExamInput, ExamPart, ExamQuestionRef, Question, QuestionKind } from '../../generated/contract-types.js';
import type { WithDates } from '../../db/row-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'exam_counts',
  'select_exams',
  'select_exam',
  'lock_exam',
  'select_exam_parts',
  'select_part_questions',
  'select_node_candidates',
  'select_question_traits',
  'select_course_nodes_of',
  'select_questions_of',
  'select_grading_models_of',
  'select_question_versions',
  'insert_exam',
  'update_exam',
  'delete_exam',
  'set_exam_archived',
  'set_exam_published',
  'delete_exam_parts_except',
  'insert_exam_part',
  'update_exam_part',
  'delete_part_questions',
  'insert_part_questions',
  'select_exam_part_ids',
  'select_year_shift',
] as const);

/** An exam's own columns: the contract's exam without what the service computes (parts, phase, counts…). */
export type ExamRow = WithDates<
  Omit<Exam, 'parts' | 'phase' | 'counts' | 'lockedFields' | 'pointsRange'>,
  'availableFrom' | 'availableTo' | 'publishedAt' | 'archivedAt' | 'createdAt' | 'updatedAt'
>;

/** The contract's counts of one exam, and how many instances have started (which locks fields). */
export type ExamCountsRow = ExamCounts & { examId: number; started: number };

/** A part without its questions and availability (read apart), with its grading model's score of a correct answer. */
export type PartRow = Omit<ExamPart, 'questions' | 'available'> & { examId: number; correctScore: number };

/** A fixed part's question, with the latest version of its question (which generation takes). */
export type PartQuestionRow = ExamQuestionRef & {
  partId: number;
  latestId: number;
  latestActive: boolean;
  latestKind: QuestionKind;
  courseId: number;
};

/** What an instance needs of a question version: all that makes its student's view. */
export type QuestionVersionRow = Pick<Question, 'id' | 'version' | 'kind' | 'title' | 'text' | 'content' | 'template' | 'timeLimitSeconds' | 'feedback'>;

export interface GradingModelScoresRow {
  id: number;
  name: string;
  correct: number;
  incorrect: number;
  unanswered: number;
}

export const selectExams = (db: Executor, courseId: number, academicYearId: number, archived: boolean) =>
  queryRows<ExamRow>(db, sql.select_exams, { courseId, academicYearId, archived });

export const selectOptionalExam = (db: Executor, examId: number) => queryOptionalRow<ExamRow>(db, sql.select_exam, { examId });

export const lockExam = (db: Executor, examId: number) => queryOptionalRow<{ id: number }>(db, sql.lock_exam, { examId });

export const selectExamCounts = (db: Executor, examIds: number[]) => queryRows<ExamCountsRow>(db, sql.exam_counts, { examIds });

export const selectExamParts = (db: Executor, examIds: number[]) => queryRows<PartRow>(db, sql.select_exam_parts, { examIds });

export const selectPartQuestions = (db: Executor, examIds: number[]) =>
  queryRows<PartQuestionRow>(db, sql.select_part_questions, { examIds });

export const selectNodeCandidates = (db: Executor, courseId: number, nodeIds: number[]) =>
  queryRows<{ nodeId: number; questionIds: number[] }>(db, sql.select_node_candidates, { courseId, nodeIds });

export const selectQuestionTraits = (db: Executor, ids: number[]) =>
  queryRows<{ id: number; kind: QuestionKind; languages: string[]; needsSql: boolean; manual: boolean }>(db, sql.select_question_traits, { ids });

export const selectCourseNodesOf = async (db: Executor, courseId: number, nodeIds: number[]) =>
  (await queryRows<{ id: number }>(db, sql.select_course_nodes_of, { courseId, nodeIds })).map((row) => row.id);

export const selectQuestionsOf = (db: Executor, questionIds: number[]) =>
  queryRows<{ id: number; courseId: number; latestId: number; latestActive: boolean; latestKind: QuestionKind }>(db, sql.select_questions_of, {
    questionIds,
  });

export const selectGradingModelsOf = (db: Executor, ids: number[]) => queryRows<GradingModelScoresRow>(db, sql.select_grading_models_of, { ids });

export const selectQuestionVersions = (db: Executor, ids: number[]) => queryRows<QuestionVersionRow>(db, sql.select_question_versions, { ids });

type ExamFields = Omit<ExamInput, 'parts' | 'academicYearId' | 'availableFrom' | 'availableTo'> & { availableFrom: Date; availableTo: Date };

export const insertExam = async (
  db: Executor,
  values: ExamFields & { courseId: number; academicYearId: number; userId: number; now: Date },
) => (await queryRow<{ id: number }>(db, sql.insert_exam, { ...values })).id;

export const updateExam = (db: Executor, values: ExamFields & { examId: number; userId: number; now: Date }) =>
  execute(db, sql.update_exam, { ...values });

export const deleteExam = (db: Executor, examId: number) => execute(db, sql.delete_exam, { examId });

export const setExamArchived = (db: Executor, values: { examId: number; archived: boolean; userId: number; now: Date }) =>
  execute(db, sql.set_exam_archived, values);

export const setExamPublished = (db: Executor, values: { examId: number; published: boolean; userId: number; now: Date }) =>
  execute(db, sql.set_exam_published, values);

export const deleteExamPartsExcept = (db: Executor, examId: number, keepIds: number[]) =>
  execute(db, sql.delete_exam_parts_except, { examId, keepIds });

export interface PartFields {
  ordinal: number;
  title: string | null;
  nodeId: number | null;
  minQuestions: number;
  maxQuestions: number;
  gradingModelId: number;
}

export const insertExamPart = async (db: Executor, examId: number, part: PartFields) =>
  (await queryRow<{ id: number }>(db, sql.insert_exam_part, { examId, ...part })).id;

export const updateExamPart = (db: Executor, examId: number, partId: number, part: PartFields) =>
  execute(db, sql.update_exam_part, { examId, partId, ...part });

export async function replacePartQuestions(db: Executor, partId: number, questionIds: number[]): Promise<void> {
  await execute(db, sql.delete_part_questions, { partId });
  if (questionIds.length > 0) await execute(db, sql.insert_part_questions, { partId, questionIds });
}

export const selectExamPartIds = async (db: Executor, examId: number) =>
  (await queryRows<{ id: number }>(db, sql.select_exam_part_ids, { examId })).map((row) => row.id);

export const selectYearShift = async (db: Executor, fromYearId: number, toYearId: number) =>
  (await queryRow<{ shift: number }>(db, sql.select_year_shift, { fromYearId, toYearId })).shift;

