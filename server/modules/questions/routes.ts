import type { QuestionAnswer, QuestionInput } from '../../generated/contract-types.js';
import { requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { QuestionListQuery, QuestionsService, ReferenceCheck } from './service.js';

/** Attachments are images of at most 5 MB (the contract's limit). */
export const attachmentBodyLimit = 5 * 1024 * 1024;

export function questionsRoutes(questions: QuestionsService): OperationRoutes {
  return {
    listQuestions: {
      handler: async (request) => {
        const { courseId } = request.params as { courseId: number };
        const data = await questions.listQuestions(requireSession(request).user, courseId, request.query as QuestionListQuery);
        return { success: true, data };
      },
    },
    createQuestion: {
      handler: async (request, reply) => {
        const { courseId } = request.params as { courseId: number };
        const { referenceCheck } = request.query as { referenceCheck: ReferenceCheck };
        const data = await questions.createQuestion(requireSession(request).user, courseId, request.body as QuestionInput, referenceCheck);
        return reply.status(201).send({ success: true, data });
      },
    },
    previewQuestionDraft: {
      handler: async (request) => {
        const { courseId } = request.params as { courseId: number };
        const { question, seed } = request.body as { question: QuestionInput; seed: number };
        return { success: true, data: await questions.previewQuestionDraft(requireSession(request).user, courseId, question, seed) };
      },
    },
    listQuestionTags: {
      handler: async (request) => {
        const { courseId } = request.params as { courseId: number };
        return { success: true, data: await questions.listQuestionTags(requireSession(request).user, courseId) };
      },
    },
    getQuestion: {
      handler: async (request) => {
        const { questionId } = request.params as { questionId: number };
        return { success: true, data: await questions.getQuestion(requireSession(request).user, questionId) };
      },
    },
    updateQuestion: {
      handler: async (request) => {
        const { questionId } = request.params as { questionId: number };
        const { mode, referenceCheck } = request.query as { mode: 'in-place' | 'new-version'; referenceCheck: ReferenceCheck };
        const data = await questions.updateQuestion(requireSession(request).user, questionId, mode, request.body as QuestionInput, referenceCheck);
        return { success: true, data };
      },
    },
    setQuestionActive: {
      handler: async (request) => {
        const { questionId } = request.params as { questionId: number };
        const { isActive } = request.body as { isActive: boolean };
        return { success: true, data: await questions.setQuestionActive(requireSession(request).user, questionId, isActive) };
      },
    },
    cloneQuestion: {
      handler: async (request, reply) => {
        const { questionId } = request.params as { questionId: number };
        const data = await questions.cloneQuestion(requireSession(request).user, questionId);
        return reply.status(201).send({ success: true, data });
      },
    },
    listQuestionVersions: {
      handler: async (request) => {
        const { questionId } = request.params as { questionId: number };
        return { success: true, data: await questions.listQuestionVersions(requireSession(request).user, questionId) };
      },
    },
    previewQuestion: {
      handler: async (request) => {
        const { questionId } = request.params as { questionId: number };
        const { seed } = request.body as { seed: number };
        return { success: true, data: await questions.previewQuestion(requireSession(request).user, questionId, seed) };
      },
    },
    tryQuestion: {
      handler: async (request) => {
        const { questionId } = request.params as { questionId: number };
        const trial = request.body as { seed: number; answer: QuestionAnswer; gradingModelId: number | null };
        return { success: true, data: await questions.tryQuestion(requireSession(request).user, questionId, trial) };
      },
    },
    getGradingJob: {
      handler: async (request) => {
        const { gradingJobId } = request.params as { gradingJobId: number };
        return { success: true, data: await questions.getGradingJob(requireSession(request).user, gradingJobId) };
      },
    },
    listCodeRunners: {
      handler: async () => ({ success: true, data: await questions.listCodeRunners() }),
    },
    uploadAttachment: {
      bodyLimit: attachmentBodyLimit,
      handler: async (request, reply) => {
        const { courseId } = request.params as { courseId: number };
        const { fileName } = request.query as { fileName: string };
        const data = await questions.uploadAttachment(requireSession(request).user, courseId, fileName, request.body as Buffer);
        return reply.status(201).send({ success: true, data });
      },
    },
    getAttachment: {
      handler: async (request, reply) => {
        const { attachmentId } = request.params as { attachmentId: number };
        const file = await questions.getAttachment(requireSession(request).user, attachmentId);
        return reply
          .type(file.mediaType)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .send(file.data);
      },
    },
  };
}
