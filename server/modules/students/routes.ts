import { AppError } from '../../errors.js';
import { requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { StudentValues } from './queries.js';
import type { EnrolmentListQuery, StudentListQuery, StudentsService } from './service.js';

interface StudentBody {
  firstName: string;
  lastName: string;
  email: string | null;
  altId: string | null;
  altId2: string | null;
  classGroup: string | null;
  imageUrl: string | null;
}

/** Surrounding blanks are not part of a name or number; an empty optional field is none; a blank name is a 400. */
function studentValues(body: StudentBody): StudentValues {
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

export function studentsRoutes(students: StudentsService): OperationRoutes {
  return {
    listStudents: {
      handler: async (request) => ({
        success: true,
        data: await students.listStudents(requireSession(request).user, request.query as StudentListQuery),
      }),
    },
    createStudent: {
      handler: async (request, reply) => {
        const data = await students.createStudent(studentValues(request.body as StudentBody));
        return reply.status(201).send({ success: true, data });
      },
    },
    getStudent: {
      handler: async (request) => {
        const { studentId } = request.params as { studentId: number };
        return { success: true, data: await students.getStudent(requireSession(request).user, studentId) };
      },
    },
    updateStudent: {
      handler: async (request) => {
        const { studentId } = request.params as { studentId: number };
        return { success: true, data: await students.updateStudent(studentId, studentValues(request.body as StudentBody)) };
      },
    },
    listEnrolments: {
      handler: async (request) => ({
        success: true,
        data: await students.listEnrolments(requireSession(request).user, request.query as EnrolmentListQuery),
      }),
    },
    createEnrolment: {
      handler: async (request, reply) => {
        const body = request.body as { studentId: number; courseId: number; academicYearId: number; classGroup: string | null };
        const data = await students.createEnrolment(requireSession(request).user, { ...body, classGroup: classGroupOf(body.classGroup) });
        return reply.status(201).send({ success: true, data });
      },
    },
    updateEnrolment: {
      handler: async (request) => {
        const { enrolmentId } = request.params as { enrolmentId: number };
        const { classGroup } = request.body as { classGroup: string | null };
        return {
          success: true,
          data: await students.updateEnrolment(requireSession(request).user, enrolmentId, classGroupOf(classGroup)),
        };
      },
    },
    deleteEnrolment: {
      handler: async (request) => {
        const { enrolmentId } = request.params as { enrolmentId: number };
        await students.deleteEnrolment(requireSession(request).user, enrolmentId);
        return { success: true };
      },
    },
  };
}
