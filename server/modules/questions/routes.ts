import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import { MAX_IMAGE_BYTES } from '../../rules/images.js';
import type { QuestionsService } from './service.js';

export function questionsRoutes(questions: QuestionsService): OperationRoutes {
  return handlers({
    listQuestions: async (request) => {
      const data = await questions.listQuestions(requireSession(request).user, request.params.courseId, request.query);
      return { success: true, data };
    },
    createQuestion: async (request, reply) => {
      const { courseId } = request.params;
      const data = await questions.createQuestion(requireSession(request).user, courseId, request.body, request.query.referenceCheck);
      return reply.status(201).send({ success: true, data });
    },
    previewQuestionDraft: async (request) => {
      const { question, seed } = request.body;
      const data = await questions.previewQuestionDraft(requireSession(request).user, request.params.courseId, question, seed);
      return { success: true, data };
    },
    listQuestionTags: async (request) => ({
      success: true,
      data: await questions.listQuestionTags(requireSession(request).user, request.params.courseId),
    }),
    getQuestion: async (request) => ({
      success: true,
      data: await questions.getQuestion(requireSession(request).user, request.params.questionId),
    }),
    updateQuestion: async (request) => {
      const { mode, referenceCheck } = request.query;
      const data = await questions.updateQuestion(requireSession(request).user, request.params.questionId, mode, request.body, referenceCheck);
      return { success: true, data };
    },
    setQuestionActive: async (request) => ({
      success: true,
      data: await questions.setQuestionActive(requireSession(request).user, request.params.questionId, request.body.isActive),
    }),
    cloneQuestion: async (request, reply) => {
      const data = await questions.cloneQuestion(requireSession(request).user, request.params.questionId);
      return reply.status(201).send({ success: true, data });
    },
    listQuestionVersions: async (request) => ({
      success: true,
      data: await questions.listQuestionVersions(requireSession(request).user, request.params.questionId),
    }),
    previewQuestion: async (request) => ({
      success: true,
      data: await questions.previewQuestion(requireSession(request).user, request.params.questionId, request.body.seed),
    }),
    tryQuestion: async (request) => ({
      success: true,
      data: await questions.tryQuestion(requireSession(request).user, request.params.questionId, request.body),
    }),
    getGradingJob: async (request) => ({
      success: true,
      data: await questions.getGradingJob(requireSession(request).user, request.params.gradingJobId),
    }),
    listCodeRunners: async () => ({ success: true, data: await questions.listCodeRunners() }),
    uploadAttachment: {
      bodyLimit: MAX_IMAGE_BYTES,
      handler: async (request, reply) => {
        const { courseId } = request.params;
        const data = await questions.uploadAttachment(requireSession(request).user, courseId, request.query.fileName, request.body);
        return reply.status(201).send({ success: true, data });
      },
    },
    getAttachment: async (request, reply) => {
      const file = await questions.getAttachment(requireSession(request).user, request.params.attachmentId);
      return reply
        .type(file.mediaType)
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .code(200)
        .send(file.data);
    },
  });
}
