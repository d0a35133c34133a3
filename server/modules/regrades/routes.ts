import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { RegradesService } from './service.js';

export function regradesRoutes(regrades: RegradesService): OperationRoutes {
  return handlers({
    listExamRegradeQuestions: async (request) => ({
      success: true,
      data: await regrades.listQuestions(requireSession(request).user, request.params.examId),
    }),
    previewExamRegrade: async (request, reply) => {
      const data = await regrades.preview(requireSession(request).user, request.params.examId, request.body);
      return reply.code(201).send({ success: true, data });
    },
    getExamRegradePreview: async (request) => ({
      success: true,
      data: await regrades.getPreview(requireSession(request).user, request.params.examId, request.params.previewId),
    }),
    listExamRegrades: async (request) => ({ success: true, data: await regrades.list(requireSession(request).user, request.params.examId) }),
    applyExamRegrade: async (request, reply) => {
      const data = await regrades.apply(requireSession(request).user, request.params.examId, request.body.previewId, request.body.reason);
      return reply.code(201).send({ success: true, data });
    },
  });
}
