import { requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { CoursesService } from './service.js';

export function coursesRoutes(courses: CoursesService): OperationRoutes {
  return {
    listCourses: {
      handler: async (request) => ({ success: true, data: await courses.listCourses(requireSession(request).user) }),
    },
    listAcademicYears: {
      handler: async () => ({ success: true, data: await courses.listAcademicYears() }),
    },
  };
}
