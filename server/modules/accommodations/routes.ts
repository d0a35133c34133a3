import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { AccommodationsService } from './service.js';

export function accommodationsRoutes(accommodations: AccommodationsService): OperationRoutes {
  return handlers({
    getStudentAccommodation: async (request) => ({
      success: true,
      data: await accommodations.getAccommodation(requireSession(request).user, request.params.studentId),
    }),
    setStudentAccommodation: async (request) => ({
      success: true,
      data: await accommodations.setAccommodation(requireSession(request).user, request.params.studentId, request.body),
    }),
    removeStudentAccommodation: async (request) => ({
      success: true,
      data: await accommodations.removeAccommodation(requireSession(request).user, request.params.studentId),
    }),
    listExamOverrides: async (request) => ({
      success: true,
      data: await accommodations.listOverrides(requireSession(request).user, request.params.examId),
    }),
    createExamOverride: async (request, reply) => {
      const data = await accommodations.createOverride(requireSession(request).user, request.params.examId, request.body);
      return reply.code(201).send({ success: true, data });
    },
    updateExamOverride: async (request) => ({
      success: true,
      data: await accommodations.updateOverride(requireSession(request).user, request.params.examOverrideId, request.body),
    }),
    deleteExamOverride: async (request) => {
      await accommodations.deleteOverride(requireSession(request).user, request.params.examOverrideId);
      return { success: true };
    },
  });
}
