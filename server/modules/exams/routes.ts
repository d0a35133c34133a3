import { clientAddress, contentDisposition, handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { AuthService } from '../auth/service.js';
import type { ExamInstancesService } from './instances-service.js';
import type { ExamsService } from './service.js';
import type { ExamAccessService } from './access-service.js';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors.js';
import type { ExamTakingService } from './taking-service.js';

/** A generated .seb file (an XML property list), downloaded: SEB opens it from the browser or the file. */
function sendSebFile(reply: FastifyReply, config: { file: string; fileName: string; configKey: string }) {
  return reply
    .header('content-disposition', contentDisposition(config.fileName))
    .header('x-seb-config-key', config.configKey)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .type('application/seb')
    .send(config.file);
}

export function examsRoutes(
  exams: ExamsService,
  instances: ExamInstancesService,
  taking: ExamTakingService,
  auth: AuthService,
  access: ExamAccessService,
): OperationRoutes {
  return handlers({
    getExamSebConfig: async (request, reply) => {
      const exam = await exams.getExam(requireSession(request).user, request.params.examId);
      return sendSebFile(reply, access.sebConfigOf(exam));
    },
    getMySebConfig: async (request, reply) => {
      const config = await access.mySebConfig(requireSession(request).user.id, request.params.examId);
      if (!config) throw new AppError(404, 'NOT_FOUND', 'This exam does not ask for Safe Exam Browser.');
      return sendSebFile(reply, config);
    },
    listExams: async (request) => {
      const { academicYearId, archived } = request.query;
      return { success: true, data: await exams.listExams(requireSession(request).user, request.params.courseId, academicYearId, archived ?? false) };
    },
    createExam: async (request, reply) => {
      const data = await exams.createExam(requireSession(request).user, request.params.courseId, request.body);
      return reply.code(201).send({ success: true, data });
    },
    validateExamDraft: async (request) => ({
      success: true,
      data: await exams.validateDraft(requireSession(request).user, request.params.courseId, request.body),
    }),
    getExam: async (request) => ({ success: true, data: await exams.getExam(requireSession(request).user, request.params.examId) }),
    updateExam: async (request) => ({
      success: true,
      data: await exams.updateExam(requireSession(request).user, request.params.examId, request.body),
    }),
    deleteExam: async (request) => {
      await exams.deleteExam(requireSession(request).user, request.params.examId);
      return { success: true };
    },
    setExamArchived: async (request) => ({
      success: true,
      data: await exams.setArchived(requireSession(request).user, request.params.examId, request.body.archived),
    }),
    setExamPublished: async (request) => ({
      success: true,
      data: await exams.setPublished(requireSession(request).user, request.params.examId, request.body.published),
    }),
    cloneExam: async (request, reply) => {
      const data = await exams.cloneExam(requireSession(request).user, request.params.examId, request.body);
      return reply.code(201).send({ success: true, data });
    },
    getExamValidation: async (request) => ({
      success: true,
      data: await exams.validateSaved(requireSession(request).user, request.params.examId),
    }),
    previewExamSample: async (request) => ({
      success: true,
      data: await exams.previewSample(requireSession(request).user, request.params.examId, request.body.seed),
    }),
    listExamGenerationRuns: async (request) => {
      const { runs, ...ahead } = await instances.listGenerationRuns(requireSession(request).user, request.params.examId);
      return { success: true, data: runs, ...ahead };
    },
    startExamGeneration: async (request, reply) => {
      const data = await instances.startGeneration(requireSession(request).user, request.params.examId, request.body.classGroup);
      return reply.code(202).send({ success: true, data });
    },
    listExamInstances: async (request) => ({
      success: true,
      data: await instances.listInstances(requireSession(request).user, request.params.examId, request.query),
    }),
    deleteGeneratedInstances: async (request) => ({
      success: true,
      data: { deleted: await instances.deleteGenerated(requireSession(request).user, request.params.examId) },
    }),
    getExamInstance: async (request) => ({
      success: true,
      data: await instances.getInstance(requireSession(request).user, request.params.examInstanceId),
    }),
    deleteExamInstance: async (request) => {
      await instances.deleteInstance(requireSession(request).user, request.params.examInstanceId);
      return { success: true };
    },
    unsubmitExamInstance: async (request) => ({
      success: true,
      data: await instances.unsubmit(requireSession(request).user, request.params.examInstanceId, request.body.minutes),
    }),
    extendExamInstance: async (request) => ({
      success: true,
      data: await instances.extend(requireSession(request).user, request.params.examInstanceId, request.body.minutes),
    }),

    letStudentSignIn: async (request) => {
      const userId = await instances.recordLetIn(requireSession(request).user, request.params.examInstanceId);
      if (userId !== null) await auth.clearSignInThrottle(userId);
      return { success: true };
    },

    // The student's side: each operation reaches only the caller's own instances.
    listMyExams: async (request) => ({ success: true, data: await taking.listMyExams(requireSession(request).user) }),
    startMyExam: async (request) => ({
      success: true,
      data: await taking.startMyExam(requireSession(request).user, request.params.examId, request.body.password, {
        address: clientAddress(request),
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      }),
    }),
    getMyInstance: async (request) => ({
      success: true,
      data: await taking.getMyInstance(requireSession(request).user, request.params.examInstanceId),
    }),
    saveMyAnswers: async (request) => {
      // A request that breaks the exam's access rules: its answers are kept as refused for staff, then it is refused.
      const refusal = request.examAccessRefusal;
      const data = await taking.saveMyAnswers(requireSession(request).user, request.params.examInstanceId, request.body.answers, refusal?.reason ?? null);
      if (refusal) throw refusal.error;
      return { success: true, data };
    },
    setMyPosition: async (request) => ({
      success: true,
      data: await taking.setMyPosition(requireSession(request).user, request.params.examInstanceId, request.body.ordinal),
    }),
    submitMyInstance: async (request) => ({
      success: true,
      data: await taking.submitMyInstance(requireSession(request).user, request.params.examInstanceId),
    }),
    getMyReview: async (request) => ({
      success: true,
      data: await taking.getMyReview(requireSession(request).user, request.params.examInstanceId),
    }),
    runMyAnswer: async (request) => ({
      success: true,
      data: await taking.runMyAnswer(requireSession(request).user, request.params.examInstanceId, request.params.ordinal, request.body.answer),
    }),
  });
}
