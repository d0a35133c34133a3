import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { CoursesService } from './service.js';

export function coursesRoutes(courses: CoursesService): OperationRoutes {
  return handlers({
    listCourses: async (request) => ({ success: true, data: await courses.listCourses(requireSession(request).user) }),
    listAcademicYears: async () => ({ success: true, data: await courses.listAcademicYears() }),

    listAdminCourses: async () => ({ success: true, data: await courses.listAdminCourses() }),
    createCourse: async (request, reply) => {
      const data = await courses.createCourse(request.body);
      return reply.code(201).send({ success: true, data });
    },
    updateCourse: async (request) => ({
      success: true,
      data: await courses.updateCourse(request.params.courseId, request.body),
    }),
    deleteCourse: async (request) => {
      await courses.deleteCourse(request.params.courseId);
      return { success: true };
    },

    createAcademicYear: async (request, reply) => {
      const data = await courses.createAcademicYear(request.body);
      return reply.code(201).send({ success: true, data });
    },
    updateAcademicYear: async (request) => ({
      success: true,
      data: await courses.updateAcademicYear(request.params.academicYearId, request.body),
    }),
    deleteAcademicYear: async (request) => {
      await courses.deleteAcademicYear(request.params.academicYearId);
      return { success: true };
    },
    setCurrentAcademicYear: async (request) => ({
      success: true,
      data: await courses.setCurrentAcademicYear(request.params.academicYearId),
    }),
  });
}
