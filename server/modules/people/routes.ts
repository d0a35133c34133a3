import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { PeopleService } from './service.js';

export function peopleRoutes(people: PeopleService): OperationRoutes {
  return handlers({
    listStaffUsers: async (request) => ({ success: true, data: await people.listStaffUsers(request.query) }),
    createStaffUser: async (request, reply) => {
      const data = await people.createStaffUser(request.body);
      return reply.code(201).send({ success: true, data });
    },
    updateStaffUser: async (request) => {
      const session = requireSession(request);
      const data = await people.updateStaffUser(session.user, session.sessionId, request.params.userId, request.body);
      return { success: true, data };
    },
    addTeacherCourse: async (request) => {
      const { userId, courseId } = request.params;
      return { success: true, data: await people.addTeacherCourse(userId, courseId) };
    },
    removeTeacherCourse: async (request) => {
      const { userId, courseId } = request.params;
      return { success: true, data: await people.removeTeacherCourse(userId, courseId) };
    },
    listOnlineUsers: async () => ({ success: true, data: await people.listOnlineUsers() }),
    reportPresence: {
      recordsPresence: true,
      handler: async (request) => {
        await people.reportPresence(requireSession(request), request.context, request.body.route);
        return { success: true };
      },
    },
  });
}
