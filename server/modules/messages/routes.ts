import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { MessagesService } from './service.js';

export function messagesRoutes(messages: MessagesService): OperationRoutes {
  return handlers({
    sendExamMessage: async (request, reply) => {
      const data = await messages.send(requireSession(request).user, request.params.examId, request.body);
      return reply.code(201).send({ success: true, data });
    },
    listExamMessages: async (request) => ({ success: true, data: await messages.list(requireSession(request).user, request.params.examId) }),
    listMessageReceipts: async (request) => ({
      success: true,
      data: await messages.receipts(requireSession(request).user, request.params.messageId),
    }),
    listMyMessages: async (request) => ({
      success: true,
      data: await messages.myMessages(requireSession(request).user, request.params.examInstanceId),
    }),
    acknowledgeMyMessages: async (request) => ({
      success: true,
      data: await messages.acknowledge(requireSession(request).user, request.params.examInstanceId, request.body),
    }),
  });
}
