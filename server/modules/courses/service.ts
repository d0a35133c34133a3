import { AppError } from '../../errors.js';
import type { AppDeps, RequestContext, SessionUser } from '../../types.js';
import { selectAcademicYears, selectContextAccess, selectCourses } from './queries.js';

/** The calendar date in the server's time zone (TZ) as YYYY-MM-DD: academic years turn over at local midnight. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function createCoursesService({ database, clock }: AppDeps) {
  const { db } = database;
  return {
    async listCourses(user: SessionUser) {
      const rows = await selectCourses(db, { seesAll: user.roleName === 'Admin', userId: user.id });
      return rows.map((row) => ({ id: row.id, courseName: row.name, courseAcronym: row.acronym }));
    },

    async listAcademicYears() {
      const rows = await selectAcademicYears(db, localDate(clock()));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        startDate: row.start_date,
        endDate: row.end_date,
        isCurrent: row.is_current,
      }));
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
