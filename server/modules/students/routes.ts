import { AppError } from '../../errors.js';
import type { StudentInput } from '../../generated/contract-types.js';
import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { StudentValues } from './queries.js';
import type { TicketsService } from '../tickets/service.js';
import type { StudentsService } from './service.js';

/** Surrounding blanks are not part of a name or number; an empty optional field is none; a blank name is a 400. */
function studentValues(body: StudentInput): StudentValues {
  const text = (value: string | null) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : null;
  };
  const name = (value: string, field: string) => {
    const trimmed = value.trim();
    if (!trimmed) throw new AppError(400, 'VALIDATION_FAILED', `The request is not valid: body/${field} is blank.`, [{ path: `body/${field}`, message: 'is blank' }]);
    return trimmed;
  };
  return {
    firstName: name(body.firstName, 'firstName'),
    lastName: name(body.lastName, 'lastName'),
    email: text(body.email),
    altId: text(body.altId),
    altId2: text(body.altId2),
    classGroup: text(body.classGroup),
    imageUrl: text(body.imageUrl),
  };
}

const classGroupOf = (value: string | null) => (value?.trim() ? value.trim() : null);

/** `tickets`: a student's tickets are listed by the tickets service once this module has let the caller see the student. */
export function studentsRoutes(students: StudentsService, tickets: TicketsService): OperationRoutes {
  return handlers({
    listStudents: async (request) => ({
      success: true,
      data: await students.listStudents(requireSession(request).user, request.query),
    }),
    createStudent: async (request, reply) => {
      const data = await students.createStudent(studentValues(request.body));
      return reply.status(201).send({ success: true, data });
    },
    getStudent: async (request) => ({
      success: true,
      data: await students.getStudent(requireSession(request).user, request.params.studentId),
    }),
    listStudentExams: async (request) => ({
      success: true,
      data: await students.listStudentExams(requireSession(request).user, request.params.studentId),
    }),
    listStudentTickets: async (request) => {
      const { user } = requireSession(request);
      await students.assertStudentVisible(user, request.params.studentId);
      return { success: true, data: await tickets.listForStudent(user, request.params.studentId, request.query.status) };
    },
    updateStudent: async (request) => ({
      success: true,
      data: await students.updateStudent(request.params.studentId, studentValues(request.body)),
    }),
    listEnrolments: async (request) => ({
      success: true,
      data: await students.listEnrolments(requireSession(request).user, request.query),
    }),
    createEnrolment: async (request, reply) => {
      const { body } = request;
      const data = await students.createEnrolment(requireSession(request).user, { ...body, classGroup: classGroupOf(body.classGroup) });
      return reply.status(201).send({ success: true, data });
    },
    updateEnrolment: async (request) => ({
      success: true,
      data: await students.updateEnrolment(requireSession(request).user, request.params.enrolmentId, classGroupOf(request.body.classGroup)),
    }),
    deleteEnrolment: async (request) => {
      await students.deleteEnrolment(requireSession(request).user, request.params.enrolmentId);
      return { success: true };
    },
  });
}
