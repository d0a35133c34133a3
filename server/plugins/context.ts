import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { CoursesService } from '../modules/courses/service.js';

const courseHeader = 'context-course-id';
const academicYearHeader = 'context-academic-year-id';

/** A context id header: absent, empty or 0 means none. */
function contextId(request: FastifyRequest, name: string, label: string): number | null {
  const raw = request.headers[name];
  if (raw === undefined || raw === '') return null;
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(value)) {
    throw new AppError(400, 'VALIDATION_FAILED', `The ${label} header must be a whole number.`, [
      { path: `headers/${name}`, message: 'must be a non-negative integer' },
    ]);
  }
  const id = Number(value);
  return id === 0 ? null : id;
}

/**
 * Reads Context-Course-Id and Context-Academic-Year-Id of a signed-in caller into `request.context` and refuses
 * a course or year the caller may not work in.
 */
export function registerContext(app: FastifyInstance, courses: CoursesService): void {
  app.decorateRequest('context');

  app.addHook('onRequest', async (request) => {
    if (!request.auth) {
      request.context = { courseId: null, academicYearId: null };
      return;
    }
    request.context = {
      courseId: contextId(request, courseHeader, 'Context-Course-Id'),
      academicYearId: contextId(request, academicYearHeader, 'Context-Academic-Year-Id'),
    };
    await courses.checkContext(request.auth.user, request.context);
  });
}
