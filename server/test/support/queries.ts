import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow } from '../../db/sql-blocks.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_course_id',
  'select_academic_year_id',
  'select_user_id',
  'select_student_id',
  'update_user_active',
  'select_session_revoked_at',
  'count_rows',
  'drop_migration_checksums',
  'insert_lab_students',
  'mark_instance_started',
  'recompute_totals',
  'insert_misgraded_answer',
  'insert_running_job_for_answer',
  'finish_job',
  'select_answer_grade',
  'insert_running_generation',
  'count_duplicate_instances',
  'insert_student_for_user',
  'select_instance_submitted_by',
] as const);

async function idOf(db: Executor, block: (typeof sql)[keyof typeof sql], params: Record<string, unknown>): Promise<number> {
  return (await queryRow<{ id: number }>(db, block, params)).id;
}

export const selectCourseId = (db: Executor, acronym: string) => idOf(db, sql.select_course_id, { acronym });
export const selectAcademicYearId = (db: Executor, title: string) => idOf(db, sql.select_academic_year_id, { title });
export const selectUserId = (db: Executor, username: string) => idOf(db, sql.select_user_id, { username });
export const selectStudentId = (db: Executor, altId: string) => idOf(db, sql.select_student_id, { altId });

export const updateUserActive = (db: Executor, userId: number, active: boolean) =>
  execute(db, sql.update_user_active, { userId, active });

export const selectSessionRevokedAt = (db: Executor, tokenHash: string) =>
  queryOptionalRow<{ revoked_at: Date | null }>(db, sql.select_session_revoked_at, { tokenHash });

export const countRows = (db: Executor) =>
  queryRow<{ courses: number; students: number; users: number; user_settings: number; identities: number }>(
    db,
    sql.count_rows,
  );

export const dropMigrationChecksums = (db: Executor) => execute(db, sql.drop_migration_checksums);

/** `count` student accounts `<prefix>1…<prefix>count` sharing one password hash (hashing once keeps tests fast). */
export const insertLabStudents = (db: Executor, prefix: string, count: number, passwordHash: string) =>
  execute(db, sql.insert_lab_students, { prefix, count, passwordHash });

/** Starts an instance (and submits it when asked) as the student half would, an hour before its deadline. */
/** Started (and submitted, with the totals a submit writes), as the student half would leave it. */
export async function markStarted(db: Executor, instanceId: number, now: Date, submitted = false) {
  await execute(db, sql.mark_instance_started, { instanceId, now, deadline: new Date(now.getTime() + 3_600_000), submitted });
  if (submitted) await execute(db, sql.recompute_totals, { instanceId });
}

export const markSubmitted = (db: Executor, instanceId: number, now: Date) => markStarted(db, instanceId, now, true);

/** A submitted instance whose first answer (the key of the fixtures' multiple choice) was graded as wrong: a regrade changes it. */
export async function markSubmittedMisgraded(db: Executor, instanceId: number, now: Date) {
  await execute(db, sql.mark_instance_started, { instanceId, now, deadline: new Date(now.getTime() + 3_600_000), submitted: true });
  await execute(db, sql.insert_misgraded_answer, { instanceId, now });
  await execute(db, sql.recompute_totals, { instanceId });
}

/** A pre-generation run that is going, as another process would leave it while it works. */
export const insertRunningGeneration = (db: Executor, examId: number, now: Date) => execute(db, sql.insert_running_generation, { examId, now });

export const countDuplicateInstances = async (db: Executor, examId: number) =>
  (await queryRow<{ n: number }>(db, sql.count_duplicate_instances, { examId })).n;

let studentCounter = 0;

/** A student record for a signed-in user, enrolled in a course and year. */
export const insertStudentForUser = (db: Executor, userId: number, courseId: number, academicYearId: number, classGroup: string | null = null) => {
  studentCounter += 1;
  return idOf(db, sql.insert_student_for_user, {
    userId,
    lastName: `Taker ${studentCounter}`,
    altId: `TEST${String(studentCounter).padStart(6, '0')}${Date.now() % 100000}`,
    courseId,
    academicYearId,
    classGroup,
  });
};

export const selectInstanceSubmittedBy = async (db: Executor, instanceId: number) =>
  (await queryOptionalRow<{ submitted_by: string | null }>(db, sql.select_instance_submitted_by, { instanceId }))?.submitted_by ?? null;

/** A grading job taken by a worker for the answer and not finished yet; its id. */
export const insertRunningJobForAnswer = async (db: Executor, instanceId: number, ordinal: number) =>
  (await queryRow<{ jobId: number }>(db, sql.insert_running_job_for_answer, { instanceId, ordinal })).jobId;

/** The job ends with the result given, as a worker ends it. */
export const finishJob = (db: Executor, jobId: number, result: object) => execute(db, sql.finish_job, { jobId, result: JSON.stringify(result) });

/** An answer's grade as students see it, and how many shadow grades its instance has. */
export const selectAnswerGrade = (db: Executor, instanceId: number, ordinal: number) =>
  queryRow<{ score: number | null; manual: boolean; comment: string | null; gradingJobId: number | null; shadowGrades: number }>(
    db, sql.select_answer_grade, { instanceId, ordinal });
