import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { AnalyticsService } from './service.js';

export function analyticsRoutes(analytics: AnalyticsService): OperationRoutes {
  return handlers({
    getExamAnalytics: async (request) => ({
      success: true,
      data: await analytics.exam(requireSession(request).user, request.params.examId),
    }),
    getQuestionAnalytics: async (request) => ({
      success: true,
      data: await analytics.question(requireSession(request).user, request.params.questionId),
    }),
  });
}
