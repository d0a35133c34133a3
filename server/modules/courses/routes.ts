import { requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { AcademicYearInput, CourseInput, CoursesService } from './service.js';

interface CourseParams {
  courseId: number;
}

interface AcademicYearParams {
  academicYearId: number;
}

export function coursesRoutes(courses: CoursesService): OperationRoutes {
  return {
    listCourses: {
      handler: async (request) => ({ success: true, data: await courses.listCourses(requireSession(request).user) }),
    },
    listAcademicYears: {
      handler: async () => ({ success: true, data: await courses.listAcademicYears() }),
    },

    listAdminCourses: {
      handler: async () => ({ success: true, data: await courses.listAdminCourses() }),
    },
    createCourse: {
      handler: async (request, reply) => {
        const data = await courses.createCourse(request.body as CourseInput);
        return reply.code(201).send({ success: true, data });
      },
    },
    updateCourse: {
      handler: async (request) => {
        const { courseId } = request.params as CourseParams;
        return { success: true, data: await courses.updateCourse(courseId, request.body as CourseInput) };
      },
    },
    deleteCourse: {
      handler: async (request) => {
        await courses.deleteCourse((request.params as CourseParams).courseId);
        return { success: true };
      },
    },

    createAcademicYear: {
      handler: async (request, reply) => {
        const data = await courses.createAcademicYear(request.body as AcademicYearInput);
        return reply.code(201).send({ success: true, data });
      },
    },
    updateAcademicYear: {
      handler: async (request) => {
        const { academicYearId } = request.params as AcademicYearParams;
        return { success: true, data: await courses.updateAcademicYear(academicYearId, request.body as AcademicYearInput) };
      },
    },
    deleteAcademicYear: {
      handler: async (request) => {
        await courses.deleteAcademicYear((request.params as AcademicYearParams).academicYearId);
        return { success: true };
      },
    },
    setCurrentAcademicYear: {
      handler: async (request) => {
        const { academicYearId } = request.params as AcademicYearParams;
        return { success: true, data: await courses.setCurrentAcademicYear(academicYearId) };
      },
    },
  };
}
