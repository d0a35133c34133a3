import type { Executor } from '../../db/connect.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { ExamTicket, MyTicket, TicketStatus } from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertCourseAccess, assertTeachesCourse, isAdmin } from '../courses/access.js';
import { logInstanceEvents } from '../live/events.js';
import { publishLive } from '../live/publish.js';
import {
  insertEntries, insertTicket, instanceHasQuestion, lockTicket, selectExamCourse, selectMyInstance, selectMyTickets,
  selectStaffTickets, updateTicket, type EntryKind, type LockedTicket,
} from './queries.js';

const instanceNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam instance does not exist.');
const ticketNotFound = () => new AppError(404, 'NOT_FOUND', 'This ticket does not exist.');
const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');
const notOpen = () => new AppError(409, 'NOT_OPEN_FOR_TICKETS', 'Questions to the staff can be asked only during the exam and its review period.');

type StatusFilter = 'active' | 'closed' | undefined;

/**
 * Tickets (docs/live.md, Tickets): a student asks the staff about one question of their instance, during the exam
 * or its review period; staff take, answer and close them; the student may reopen a closed one. Every step is an
 * entry of the ticket's history, and each change tells the exam's staff and the student on the live channel in
 * its own transaction.
 */
export function createTicketsService({ database, clock, live }: AppDeps) {
  const { db } = database;

  /** The change's live events (staff and student) in the caller's transaction. */
  const tell = (trx: Executor, ticket: { id: number; examId: number; instanceId: number }, now: Date) =>
    publishLive(trx, [
      { examId: ticket.examId, instanceId: ticket.instanceId, audience: 'staff', kind: 'ticket', refId: ticket.id },
      { examId: ticket.examId, instanceId: ticket.instanceId, audience: 'student', kind: 'ticket', refId: ticket.id },
    ], now);

  async function myTicket(executor: Executor, ticketId: number): Promise<MyTicket> {
    const [ticket] = await selectMyTickets(executor, { instanceId: null, ticketId });
    return ticket;
  }

  async function staffTicket(executor: Executor, ticketId: number): Promise<ExamTicket> {
    const [ticket] = await selectStaffTickets(executor, { ticketId });
    return ticket;
  }

  /**
   * A staff change of one ticket: locked, checked to be of a course the user teaches (another course's answers as
   * a missing one), changed, its entries written and the live channel told, in one transaction.
   */
  async function changeAsStaff(
    user: SessionUser,
    ticketId: number,
    change: (ticket: LockedTicket) => { status: TicketStatus; assignedTo: number | null; entries: Array<{ kind: EntryKind; text: string | null }> },
  ): Promise<ExamTicket> {
    const now = clock();
    const result = await withTransaction(db, async (trx) => {
      const ticket = await lockTicket(trx, ticketId, null);
      if (!ticket) throw ticketNotFound();
      await assertTeachesCourse(trx, user, ticket.courseId, ticketNotFound);
      const next = change(ticket);
      if (next.entries.length > 0) {
        await updateTicket(trx, { ticketId, status: next.status, assignedTo: next.assignedTo, now });
        await insertEntries(trx, ticketId, next.entries, user.id, now);
        await tell(trx, ticket, now);
      }
      return { changed: next.entries.length > 0, ticket: await staffTicket(trx, ticketId) };
    });
    if (result.changed) live.wake();
    return result.ticket;
  }

  return {
    async listMine(user: SessionUser, instanceId: number): Promise<MyTicket[]> {
      const instance = await selectMyInstance(db, instanceId, user.id, clock());
      if (!instance) throw instanceNotFound();
      return selectMyTickets(db, { instanceId, ticketId: null });
    },

    async raise(user: SessionUser, instanceId: number, ordinal: number, text: string): Promise<MyTicket> {
      const now = clock();
      const ticket = await withTransaction(db, async (trx) => {
        const instance = await selectMyInstance(trx, instanceId, user.id, now);
        if (!instance) throw instanceNotFound();
        if (!instance.openForTickets) throw notOpen();
        if (!(await instanceHasQuestion(trx, instanceId, ordinal))) {
          throw new AppError(400, 'VALIDATION_FAILED', 'This exam has no such question.', [{ path: 'body/ordinal', message: 'must be a question of the instance' }]);
        }
        const id = await insertTicket(trx, { instanceId, ordinal, now });
        await insertEntries(trx, id, [{ kind: 'raised', text }], null, now);
        await logInstanceEvents(trx, instanceId, [{ kind: 'ticket-raised', ordinal, detail: { ticketId: id } }], now);
        await tell(trx, { id, examId: instance.examId, instanceId }, now);
        // The instance's log changed too: the staff's log and instance pages follow.
        await publishLive(trx, [{ examId: instance.examId, instanceId, audience: 'staff', kind: 'instance' }], now);
        return myTicket(trx, id);
      });
      live.wake();
      return ticket;
    },

    async reopen(user: SessionUser, ticketId: number, text: string): Promise<MyTicket> {
      const now = clock();
      const ticket = await withTransaction(db, async (trx) => {
        const locked = await lockTicket(trx, ticketId, user.id);
        if (!locked) throw ticketNotFound();
        if (locked.status !== 'closed') throw new AppError(409, 'TICKET_NOT_CLOSED', 'This ticket is not closed.');
        const instance = await selectMyInstance(trx, locked.instanceId, user.id, now);
        if (!instance?.openForTickets) throw notOpen();
        await updateTicket(trx, { ticketId, status: 'reopened', assignedTo: locked.assignedTo, now });
        await insertEntries(trx, ticketId, [{ kind: 'reopened', text }], null, now);
        await tell(trx, locked, now);
        return myTicket(trx, ticketId);
      });
      live.wake();
      return ticket;
    },

    async listForExam(user: SessionUser, examId: number, status: StatusFilter): Promise<ExamTicket[]> {
      const exam = await selectExamCourse(db, examId);
      if (!exam) throw examNotFound();
      await assertTeachesCourse(db, user, exam.courseId, examNotFound);
      return selectStaffTickets(db, { examId, status });
    },

    /** A course's tickets in the academic year given (any year without one), optionally only those assigned to the user. */
    async listForCourse(user: SessionUser, courseId: number, academicYearId: number | null, mine: boolean, status: StatusFilter): Promise<ExamTicket[]> {
      await assertCourseAccess(db, user, courseId);
      return selectStaffTickets(db, { courseId, academicYearId, assignedTo: mine ? user.id : null, status });
    },

    /**
     * A student's tickets on every exam (the student page); a teacher: only of the courses they teach. The caller
     * has been let see the student (the students service).
     */
    listForStudent: (user: SessionUser, studentId: number, status: StatusFilter): Promise<ExamTicket[]> =>
      selectStaffTickets(db, { studentId, taughtBy: isAdmin(user) ? null : user.id, status }),

    /** Takes a ticket; taking one's own ticket again changes nothing. */
    assign: (user: SessionUser, ticketId: number) =>
      changeAsStaff(user, ticketId, (ticket) => ({
        status: ticket.status,
        assignedTo: user.id,
        entries: ticket.assignedTo === user.id ? [] : [{ kind: 'assigned', text: null }],
      })),

    /** An answer (also to a closed ticket: a correction); an unassigned ticket becomes the answerer's. */
    answer: (user: SessionUser, ticketId: number, text: string, close: boolean) =>
      changeAsStaff(user, ticketId, (ticket) => ({
        status: close ? 'closed' : ticket.status,
        assignedTo: ticket.assignedTo ?? user.id,
        entries: [
          ...(ticket.assignedTo === null ? [{ kind: 'assigned' as const, text: null }] : []),
          { kind: 'answered', text },
          ...(close && ticket.status !== 'closed' ? [{ kind: 'closed' as const, text: null }] : []),
        ],
      })),

    close: (user: SessionUser, ticketId: number) =>
      changeAsStaff(user, ticketId, (ticket) => {
        if (ticket.status === 'closed') throw new AppError(409, 'TICKET_CLOSED', 'This ticket is closed already.');
        return { status: 'closed', assignedTo: ticket.assignedTo, entries: [{ kind: 'closed', text: null }] };
      }),
  };
}

export type TicketsService = ReturnType<typeof createTicketsService>;
