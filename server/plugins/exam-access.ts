import type { FastifyInstance } from 'fastify';
import type { AccessRefusal, ExamAccessService } from '../modules/exams/access-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on saveMyAnswers when the request breaks the exam's access rules: the answers are kept as refused. */
    examAccessRefusal: AccessRefusal | null;
  }
}

const paramOf = { instance: 'examInstanceId', exam: 'examId', ticket: 'ticketId' } as const;

/**
 * The exam's access rules (Safe Exam Browser, allowed networks) on every operation the contract marks with
 * x-exam-access, for the student who calls it: deny before the handler runs. An answer save is the one exception: its
 * answers are kept as refused (staff see them; nothing is lost) and then refused (server/modules/exams/routes.ts).
 * The URL SEB hashed is PUBLIC_URL's origin followed by the request's path and query.
 */
export function registerExamAccess(app: FastifyInstance, access: ExamAccessService, publicUrl: string): void {
  const origin = new URL(publicUrl).origin;
  app.decorateRequest('examAccessRefusal', null);
  app.addHook('preHandler', async (request) => {
    const target = request.routeOptions.config.examAccess;
    if (!target || request.auth?.user.roleName !== 'Student') return;
    const id = (request.params as Record<string, unknown>)[paramOf[target]];
    if (typeof id !== 'number') return;
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const refusal = await access.check(target, id, request.auth.user.id, {
      address: request.ip,
      url: `${origin}${request.url}`,
      configKeyHash: header('x-safeexambrowser-configkeyhash'),
      requestHash: header('x-safeexambrowser-requesthash'),
    });
    if (refusal === null) return;
    if (request.routeOptions.config.operationId === 'saveMyAnswers') {
      request.examAccessRefusal = refusal;
      return;
    }
    throw refusal.error;
  });
}
