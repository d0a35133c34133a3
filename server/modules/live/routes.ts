import type { FastifyRequest } from 'fastify';
import { clientAddress, handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { ClientInfo, LiveService } from './service.js';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  address: clientAddress(request),
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export function liveRoutes(live: LiveService): OperationRoutes {
  return handlers({
    streamMyInstance: async (request, reply) => {
      await live.openMyStream(request, reply, requireSession(request).user, request.params.examInstanceId, request.query.after ?? 0, clientOf(request));
      return reply;
    },
    streamExam: async (request, reply) => {
      await live.openExamStream(request, reply, requireSession(request).user, request.params.examId, request.query.after ?? 0);
      return reply;
    },
    recordMyEvents: async (request) => ({
      success: true,
      data: await live.recordMyEvents(requireSession(request).user, request.params.examInstanceId, request.body.events, clientOf(request)),
    }),
    listExamInstanceEvents: async (request) => ({
      success: true,
      data: await live.listEvents(requireSession(request).user, request.params.examInstanceId, request.query),
    }),
    getAnswerHistory: async (request) => ({
      success: true,
      data: await live.answerHistory(requireSession(request).user, request.params.examInstanceId, request.params.ordinal),
    }),
  });
}
