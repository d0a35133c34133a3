import { requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { PeopleService, StaffUserCreate, StaffUserQuery, StaffUserUpdate } from './service.js';

interface UserParams {
  userId: number;
}

interface TeacherCourseParams {
  userId: number;
  courseId: number;
}

export function peopleRoutes(people: PeopleService): OperationRoutes {
  return {
    listStaffUsers: {
      handler: async (request) => ({ success: true, data: await people.listStaffUsers(request.query as StaffUserQuery) }),
    },
    createStaffUser: {
      handler: async (request, reply) => {
        const data = await people.createStaffUser(request.body as StaffUserCreate);
        return reply.code(201).send({ success: true, data });
      },
    },
    updateStaffUser: {
      handler: async (request) => {
        const { userId } = request.params as UserParams;
        const session = requireSession(request);
        const data = await people.updateStaffUser(session.user, session.sessionId, userId, request.body as StaffUserUpdate);
        return { success: true, data };
      },
    },
    addTeacherCourse: {
      handler: async (request) => {
        const { userId, courseId } = request.params as TeacherCourseParams;
        return { success: true, data: await people.addTeacherCourse(userId, courseId) };
      },
    },
    removeTeacherCourse: {
      handler: async (request) => {
        const { userId, courseId } = request.params as TeacherCourseParams;
        return { success: true, data: await people.removeTeacherCourse(userId, courseId) };
      },
    },
    listOnlineUsers: {
      handler: async () => ({ success: true, data: await people.listOnlineUsers() }),
    },
    reportPresence: {
      recordsPresence: true,
      handler: async (request) => {
        const { route } = request.body as { route: string };
        await people.reportPresence(requireSession(request), request.context, route);
        return { success: true };
      },
    },
  };
}
