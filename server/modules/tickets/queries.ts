import type { Executor } from '../../db/connect.js';
import { execute, loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { ExamTicket, MyTicket, TicketEntry, TicketStatus } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_my_instance',
  'instance_has_question',
  'lock_ticket',
  'select_exam_course',
  'insert_ticket',
  'update_ticket',
  'insert_entries',
  'select_my_tickets',
  'select_staff_tickets',
] as const);

export type EntryKind = TicketEntry['kind'];

/** Entries as the aggregate gives them: the time as JSON text. */
type RawEntry = Omit<TicketEntry, 'at'> & { at: string };
type Dated<T> = Omit<T, 'createdAt' | 'updatedAt' | 'entries'> & { createdAt: Date; updatedAt: Date; entries: RawEntry[] };

const iso = (value: string | Date) => new Date(value).toISOString();
function withIsoTimes<T extends MyTicket | ExamTicket>(row: Dated<T>): T {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    entries: row.entries.map((entry) => ({ ...entry, at: iso(entry.at) })),
  } as T;
}

export const selectMyInstance = (db: Executor, instanceId: number, userId: number, now: Date) =>
  queryOptionalRow<{ id: number; examId: number; openForTickets: boolean }>(db, sql.select_my_instance, { instanceId, userId, now });

export const instanceHasQuestion = async (db: Executor, instanceId: number, ordinal: number) =>
  (await queryRow<{ found: boolean }>(db, sql.instance_has_question, { instanceId, ordinal })).found;

export interface LockedTicket {
  id: number;
  status: TicketStatus;
  assignedTo: number | null;
  instanceId: number;
  examId: number;
  courseId: number;
}

/** Locks a ticket for its change; `ownerUserId`: only a ticket of that student's instance. */
export const lockTicket = (db: Executor, ticketId: number, ownerUserId: number | null) =>
  queryOptionalRow<LockedTicket>(db, sql.lock_ticket, { ticketId, userId: ownerUserId });

export const selectExamCourse = (db: Executor, examId: number) =>
  queryOptionalRow<{ id: number; courseId: number }>(db, sql.select_exam_course, { examId });

export const insertTicket = async (db: Executor, values: { instanceId: number; ordinal: number; now: Date }) =>
  (await queryRow<{ id: number }>(db, sql.insert_ticket, values)).id;

export const updateTicket = (db: Executor, values: { ticketId: number; status: TicketStatus; assignedTo: number | null; now: Date }) =>
  execute(db, sql.update_ticket, values);

/** Appends entries to a ticket's history, in the order given; `byUser` null: the student. */
export async function insertEntries(db: Executor, ticketId: number, entries: Array<{ kind: EntryKind; text: string | null }>, byUser: number | null, now: Date) {
  await execute(db, sql.insert_entries, {
    ticketId,
    now,
    byUser,
    kinds: entries.map((entry) => entry.kind),
    texts: entries.map((entry) => entry.text),
  });
}

export async function selectMyTickets(db: Executor, filter: { instanceId: number | null; ticketId: number | null }): Promise<MyTicket[]> {
  const rows = await queryRows<Dated<MyTicket>>(db, sql.select_my_tickets, filter);
  return rows.map(withIsoTimes<MyTicket>);
}

export interface StaffTicketFilter {
  ticketId?: number | null;
  examId?: number | null;
  courseId?: number | null;
  academicYearId?: number | null;
  assignedTo?: number | null;
  status?: 'active' | 'closed' | null;
  /** One student's tickets. */
  studentId?: number | null;
  /** Only of the courses this user teaches. */
  taughtBy?: number | null;
}

export async function selectStaffTickets(db: Executor, filter: StaffTicketFilter): Promise<ExamTicket[]> {
  const rows = await queryRows<Dated<ExamTicket>>(db, sql.select_staff_tickets, {
    ticketId: filter.ticketId ?? null,
    examId: filter.examId ?? null,
    courseId: filter.courseId ?? null,
    academicYearId: filter.academicYearId ?? null,
    assignedTo: filter.assignedTo ?? null,
    status: filter.status ?? null,
    studentId: filter.studentId ?? null,
    taughtBy: filter.taughtBy ?? null,
  });
  return rows.map(withIsoTimes<ExamTicket>);
}
