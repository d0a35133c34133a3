import { counted, duplicate, inUse, invalid, notFound } from '../../conflicts.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { AppDeps, RequestContext, SessionUser } from '../../types.js';
import {
  deleteAcademicYear,
  deleteCourse,
  insertAcademicYear,
  insertCourse,
  selectAcademicYears,
  selectAdminCourses,
  selectContextAccess,
  selectCourses,
  selectOptionalAcademicYearForUpdate,
  selectOptionalAcademicYearIdByTitle,
  selectOptionalCourseForUpdate,
  selectOptionalCourseIdByAcronym,
  updateAcademicYear,
  updateCourse,
  updateCurrentAcademicYear,
  type AcademicYearFields,
  type CourseFields,
} from './queries.js';

/** The contract's `CourseInput`, validated by its schema. */
export interface CourseInput {
  courseName: string;
  courseAcronym: string;
  description: string | null;
}

/** The contract's `AcademicYearInput`, validated by its schema (dates are YYYY-MM-DD). */
export interface AcademicYearInput {
  title: string;
  startDate: string;
  endDate: string;
}

function courseFields(input: CourseInput): CourseFields {
  const name = input.courseName.trim();
  if (name === '') throw invalid('body/courseName', 'must not be blank');
  const description = input.description?.trim() ? input.description : null;
  return { name, acronym: input.courseAcronym, description };
}

function academicYearFields(input: AcademicYearInput): AcademicYearFields {
  const title = input.title.trim();
  if (title === '') throw invalid('body/title', 'must not be blank');
  // Both are YYYY-MM-DD (the schema's `date` format), so text order is date order.
  if (input.endDate < input.startDate) throw invalid('body/endDate', 'must be on or after startDate');
  return { title, startDate: input.startDate, endDate: input.endDate };
}

const duplicateAcronym = (acronym: string) => duplicate(`A course with the acronym ${acronym} already exists.`);
const duplicateTitle = (title: string) => duplicate(`An academic year titled ${title} already exists.`);
const courseNotFound = () => notFound('This course');
const academicYearNotFound = () => notFound('This academic year');

/** The calendar date in the server's time zone (TZ) as YYYY-MM-DD: academic years turn over at local midnight. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function createCoursesService({ database, clock }: AppDeps) {
  const { db } = database;

  async function getAdminCourse(courseId: number) {
    const [course] = await selectAdminCourses(db, courseId);
    if (!course) throw courseNotFound();
    return course;
  }

  /** As listAcademicYears shows it: `isCurrent` is the effective current year, chosen or by date. */
  async function getAcademicYear(academicYearId: number) {
    const year = (await selectAcademicYears(db, localDate(clock()))).find((each) => each.id === academicYearId);
    if (!year) throw academicYearNotFound();
    return year;
  }

  return {
    async listCourses(user: SessionUser) {
      return selectCourses(db, { seesAll: user.roleName === 'Admin', userId: user.id });
    },

    async listAcademicYears() {
      return selectAcademicYears(db, localDate(clock()));
    },

    async listAdminCourses() {
      return selectAdminCourses(db, null);
    },

    async createCourse(input: CourseInput) {
      const fields = courseFields(input);
      try {
        const id = await withTransaction(db, async (trx) => {
          if (await selectOptionalCourseIdByAcronym(trx, fields.acronym, null)) throw duplicateAcronym(fields.acronym);
          return insertCourse(trx, fields);
        });
        return await getAdminCourse(id);
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateAcronym(fields.acronym) : error;
      }
    },

    async updateCourse(courseId: number, input: CourseInput) {
      const fields = courseFields(input);
      try {
        await withTransaction(db, async (trx) => {
          if (!(await selectOptionalCourseForUpdate(trx, courseId))) throw courseNotFound();
          if (await selectOptionalCourseIdByAcronym(trx, fields.acronym, courseId)) throw duplicateAcronym(fields.acronym);
          await updateCourse(trx, courseId, fields);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateAcronym(fields.acronym) : error;
      }
      return getAdminCourse(courseId);
    },

    /** Only a course nothing refers to yet: deleting would otherwise cascade to exams, enrolments and nodes. */
    async deleteCourse(courseId: number): Promise<void> {
      await withTransaction(db, async (trx) => {
        const course = await selectOptionalCourseForUpdate(trx, courseId);
        if (!course) throw courseNotFound();
        const [usage] = await selectAdminCourses(trx, courseId);
        const uses = [
          usage.examCount > 0 ? counted(usage.examCount, 'exam') : '',
          usage.enrolmentCount > 0 ? counted(usage.enrolmentCount, 'enrolment') : '',
          usage.nodeCount > 0 ? counted(usage.nodeCount, 'node') : '',
          usage.teacherCount > 0 ? counted(usage.teacherCount, 'teacher') : '',
        ].filter(Boolean);
        if (uses.length > 0) throw inUse(`The course ${course.acronym}`, uses);
        await deleteCourse(trx, courseId);
      });
    },

    async createAcademicYear(input: AcademicYearInput) {
      const fields = academicYearFields(input);
      try {
        const id = await withTransaction(db, async (trx) => {
          if (await selectOptionalAcademicYearIdByTitle(trx, fields.title, null)) throw duplicateTitle(fields.title);
          return insertAcademicYear(trx, fields);
        });
        return await getAcademicYear(id);
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateTitle(fields.title) : error;
      }
    },

    async updateAcademicYear(academicYearId: number, input: AcademicYearInput) {
      const fields = academicYearFields(input);
      try {
        await withTransaction(db, async (trx) => {
          if (!(await selectOptionalAcademicYearForUpdate(trx, academicYearId))) throw academicYearNotFound();
          if (await selectOptionalAcademicYearIdByTitle(trx, fields.title, academicYearId)) throw duplicateTitle(fields.title);
          await updateAcademicYear(trx, academicYearId, fields);
        });
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateTitle(fields.title) : error;
      }
      return getAcademicYear(academicYearId);
    },

    async deleteAcademicYear(academicYearId: number): Promise<void> {
      await withTransaction(db, async (trx) => {
        const year = await selectOptionalAcademicYearForUpdate(trx, academicYearId);
        if (!year) throw academicYearNotFound();
        const uses = [
          year.exam_count > 0 ? counted(year.exam_count, 'exam') : '',
          year.enrolment_count > 0 ? counted(year.enrolment_count, 'enrolment') : '',
        ].filter(Boolean);
        if (uses.length > 0) throw inUse(`The academic year ${year.title}`, uses);
        await deleteAcademicYear(trx, academicYearId);
      });
    },

    async setCurrentAcademicYear(academicYearId: number) {
      await withTransaction(db, async (trx) => {
        if ((await updateCurrentAcademicYear(trx, academicYearId)) === 0) throw academicYearNotFound();
      });
      return getAcademicYear(academicYearId);
    },

    /**
     * Refuses a context the user may not work in: a course they do not teach (any existing course for an
     * administrator; an enrolled one for a student) or an academic year that does not exist.
     */
    async checkContext(user: SessionUser, context: RequestContext): Promise<void> {
      if (context.courseId === null && context.academicYearId === null) return;
      const access = await selectContextAccess(db, {
        userId: user.id,
        roleName: user.roleName,
        courseId: context.courseId,
        academicYearId: context.academicYearId,
      });
      if (!access.course_allowed || !access.academic_year_allowed) {
        throw new AppError(403, 'CONTEXT_FORBIDDEN', 'You cannot work in this course or academic year.');
      }
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
