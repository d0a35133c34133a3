import { searchWords, wordPatterns } from '../../db/search-words.js';
import type { SortOrder } from '../../db/sql-blocks.js';
import type { Student, StudentExam } from '../../generated/contract-types.js';
import { AppError } from '../../errors.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertCourseAccess, assertTeachesCourse, isAdmin } from '../courses/access.js';
import {
  countEnrolments,
  countStudents,
  deleteEnrolment,
  insertEnrolment,
  insertStudent,
  selectEnrolmentPage,
  selectEnrolmentTargets,
  selectOptionalEnrolment,
  selectOptionalStudent,
  selectStudentEnrolments,
  selectStudentExams,
  selectStudentPage,
  updateEnrolment,
  updateStudent,
  type EnrolmentSort,
  type PageParams,
  type Scope,
  type StudentFilter,
  type StudentSort,
  type StudentValues,
} from './queries.js';

export interface Paging {
  page: number;
  pageSize: number;
  sortOrder: SortOrder;
}

export interface StudentListQuery extends Paging {
  query?: string;
  sortBy: StudentSort;
  courseId?: number;
  academicYearId?: number;
  classGroup?: string;
}

export interface EnrolmentListQuery extends Paging {
  query?: string;
  sortBy: EnrolmentSort;
  courseId?: number;
  academicYearId?: number;
  studentId?: number;
  classGroup?: string;
}

/** An absent or empty query-string value means "no filter". */
const optional = <T>(value: T | undefined | ''): T | null => (value === undefined || value === '' ? null : value);

const scopeOf = (user: SessionUser): Scope => ({ seesAll: isAdmin(user), userId: user.id });

/** listStudents' query parameters as the SQL takes them (also used by the benchmark's bare-SQL floor). */
export function studentListParams(scope: Scope, q: StudentListQuery): { filter: StudentFilter; page: PageParams } {
  return {
    filter: {
      ...scope,
      ...wordPatterns(searchWords(q.query)),
      courseId: optional(q.courseId),
      academicYearId: optional(q.academicYearId),
      classGroup: optional(q.classGroup),
    },
    page: { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
  };
}

/** The student-number unique index (students.alt_id) refused the value. */
function isDuplicateAltId(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' && (e.constraint === undefined || e.constraint === 'students_alt_id_key');
}

const duplicateStudent = (altId: string | null) =>
  new AppError(409, 'DUPLICATE', `A student with the student number ${altId ?? ''} already exists.`);

const studentNotFound = () => new AppError(404, 'NOT_FOUND', 'This student does not exist.');
const enrolmentNotFound = () => new AppError(404, 'NOT_FOUND', 'This enrolment does not exist.');

export function createStudentsService({ database }: AppDeps) {
  const { db } = database;
  return {
    /** Admin: every student; a teacher: those enrolled (any year) in a course they teach. */
    async listStudents(user: SessionUser, q: StudentListQuery) {
      const { filter, page } = studentListParams(scopeOf(user), q);
      if (filter.courseId !== null) await assertCourseAccess(db, user, filter.courseId);
      // Two statements: on PostgreSQL they run side by side on two connections; PGlite takes turns.
      const [total, rows] = await Promise.all([
        countStudents(db, filter),
        selectStudentPage(db, filter, page, q.sortBy, q.sortOrder),
      ]);
      return { total, page: q.page, pageSize: q.pageSize, items: rows };
    },

    /** A teacher sees only a student enrolled in a course they teach (else 404) and only those enrolments. */
    async getStudent(user: SessionUser, studentId: number) {
      const scope = scopeOf(user);
      const student = await selectOptionalStudent(db, studentId, scope);
      if (!student) throw studentNotFound();
      const enrolments = await selectStudentEnrolments(db, studentId, scope);
      return { student, enrolments };
    },

    /** Refuses (404) a student the user may not see: a teacher sees only those enrolled in a course they teach. */
    async assertStudentVisible(user: SessionUser, studentId: number) {
      if (!(await selectOptionalStudent(db, studentId, scopeOf(user)))) throw studentNotFound();
    },

    /** The student's exams with score and percentile rank; a teacher: only of the courses they teach. */
    async listStudentExams(user: SessionUser, studentId: number): Promise<StudentExam[]> {
      const scope = scopeOf(user);
      if (!(await selectOptionalStudent(db, studentId, scope))) throw studentNotFound();
      const rows = await selectStudentExams(db, studentId, scope);
      return rows.map((row) => ({
        ...row,
        generatedAt: row.generatedAt.toISOString(),
        startedAt: row.startedAt?.toISOString() ?? null,
        submittedAt: row.submittedAt?.toISOString() ?? null,
      }));
    },

    async createStudent(values: StudentValues) {
      try {
        return await insertStudent(db, values);
      } catch (error) {
        if (isDuplicateAltId(error)) throw duplicateStudent(values.altId);
        throw error;
      }
    },

    async updateStudent(studentId: number, values: StudentValues) {
      let student: Student | undefined;
      try {
        student = await updateStudent(db, studentId, values);
      } catch (error) {
        if (isDuplicateAltId(error)) throw duplicateStudent(values.altId);
        throw error;
      }
      if (!student) throw studentNotFound();
      return student;
    },

    /** Either a course and year (its students) or a student (their courses); a teacher: their courses only. */
    async listEnrolments(user: SessionUser, q: EnrolmentListQuery) {
      const courseId = optional(q.courseId);
      const academicYearId = optional(q.academicYearId);
      const studentId = optional(q.studentId);
      if (studentId === null && (courseId === null || academicYearId === null)) {
        throw new AppError(400, 'VALIDATION_FAILED', 'Give either courseId and academicYearId, or studentId.', [
          { path: 'querystring', message: 'needs courseId and academicYearId, or studentId' },
        ]);
      }
      if (courseId !== null) await assertCourseAccess(db, user, courseId);
      const filter = {
        ...scopeOf(user),
        ...wordPatterns(searchWords(q.query)),
        studentId,
        courseId,
        academicYearId,
        classGroup: optional(q.classGroup),
      };
      const page = { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
      const [total, rows] = await Promise.all([
        countEnrolments(db, filter),
        selectEnrolmentPage(db, filter, page, q.sortBy, q.sortOrder),
      ]);
      return { total, page: q.page, pageSize: q.pageSize, items: rows };
    },

    async createEnrolment(
      user: SessionUser,
      values: { studentId: number; courseId: number; academicYearId: number; classGroup: string | null },
    ) {
      await assertCourseAccess(db, user, values.courseId);
      const targets = await selectEnrolmentTargets(db, values);
      if (!targets.student_exists) throw studentNotFound();
      if (!targets.academic_year_exists) throw new AppError(404, 'NOT_FOUND', 'This academic year does not exist.');
      const id = await insertEnrolment(db, values);
      if (id === undefined) {
        throw new AppError(409, 'DUPLICATE', 'This student is already enrolled in this course in this academic year.');
      }
      const enrolment = await selectOptionalEnrolment(db, id);
      if (!enrolment) throw enrolmentNotFound();
      return enrolment;
    },

    async updateEnrolment(user: SessionUser, enrolmentId: number, classGroup: string | null) {
      const existing = await selectOptionalEnrolment(db, enrolmentId);
      if (!existing) throw enrolmentNotFound();
      await assertTeachesCourse(db, user, existing.courseId, enrolmentNotFound);
      if ((await updateEnrolment(db, enrolmentId, classGroup)) === 0) throw enrolmentNotFound();
      return { ...existing, classGroup };
    },

    async deleteEnrolment(user: SessionUser, enrolmentId: number) {
      const existing = await selectOptionalEnrolment(db, enrolmentId);
      if (!existing) throw enrolmentNotFound();
      await assertTeachesCourse(db, user, existing.courseId, enrolmentNotFound);
      await deleteEnrolment(db, enrolmentId);
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
