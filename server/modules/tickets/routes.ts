import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { TicketsService } from './service.js';

export function ticketsRoutes(tickets: TicketsService): OperationRoutes {
  return handlers({
    listMyTickets: async (request) => ({
      success: true,
      data: await tickets.listMine(requireSession(request).user, request.params.examInstanceId),
    }),
    raiseMyTicket: async (request, reply) => {
      const data = await tickets.raise(requireSession(request).user, request.params.examInstanceId, request.body.ordinal, request.body.text);
      return reply.code(201).send({ success: true, data });
    },
    reopenMyTicket: async (request) => ({
      success: true,
      data: await tickets.reopen(requireSession(request).user, request.params.ticketId, request.body.text),
    }),
    listExamTickets: async (request) => ({
      success: true,
      data: await tickets.listForExam(requireSession(request).user, request.params.examId, request.query.status),
    }),
    listCourseTickets: async (request) => ({
      success: true,
      data: await tickets.listForCourse(
        requireSession(request).user,
        request.params.courseId,
        request.context.academicYearId,
        request.query.mine ?? false,
        request.query.status,
      ),
    }),
    assignTicket: async (request) => ({ success: true, data: await tickets.assign(requireSession(request).user, request.params.ticketId) }),
    answerTicket: async (request) => ({
      success: true,
      data: await tickets.answer(requireSession(request).user, request.params.ticketId, request.body.text, request.body.close),
    }),
    closeTicket: async (request) => ({ success: true, data: await tickets.close(requireSession(request).user, request.params.ticketId) }),
  });
}
