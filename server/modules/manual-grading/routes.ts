import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { ManualGradingService } from './service.js';

export function manualGradingRoutes(grading: ManualGradingService): OperationRoutes {
  return handlers({
    listManualGradingQuestions: async (request) => ({
      success: true,
      data: await grading.overview(requireSession(request).user, request.params.examId),
    }),
    listManualGradingAnswers: async (request) => ({
      success: true,
      data: await grading.listAnswers(requireSession(request).user, request.params.examId, request.query),
    }),
    saveManualGrade: async (request) => ({
      success: true,
      data: await grading.saveGrade(
        requireSession(request).user,
        request.params.examId,
        request.params.examInstanceId,
        request.params.ordinal,
        request.body,
      ),
    }),
    listRubricItems: async (request) => ({
      success: true,
      data: await grading.listRubric(requireSession(request).user, request.params.examId, request.query.questionRootId),
    }),
    createRubricItem: async (request, reply) => {
      const data = await grading.createRubricItem(requireSession(request).user, request.params.examId, request.body);
      return reply.code(201).send({ success: true, data });
    },
    updateRubricItem: async (request) => ({
      success: true,
      data: await grading.updateRubricItem(requireSession(request).user, request.params.examId, request.params.rubricItemId, request.body),
    }),
    deleteRubricItem: async (request) => ({
      success: true,
      data: await grading.deleteRubricItem(requireSession(request).user, request.params.examId, request.params.rubricItemId),
    }),
    previewManualGradesApply: async (request) => ({
      success: true,
      data: await grading.previewApply(requireSession(request).user, request.params.examId),
    }),
    applyManualGrades: async (request) => ({
      success: true,
      data: await grading.apply(requireSession(request).user, request.params.examId),
    }),
    getGraderStatistics: async (request) => ({
      success: true,
      data: await grading.statistics(requireSession(request).user, request.params.examId),
    }),
  });
}
