import type { Executor } from '../../db/connect.js';
import type { WithDates } from '../../db/row-types.js';
import { loadSqlBlocks, queryOptionalRow, queryRow, queryRows } from '../../db/sql-blocks.js';
import type { ExamMessage, ExamMessageInput, MessageReceipt, MyMessage } from '../../generated/contract-types.js';

const sql = loadSqlBlocks(new URL('./queries.sql', import.meta.url), [
  'select_exam',
  'select_message_exam',
  'select_class_group_instances',
  'select_student_instance',
  'insert_message',
  'select_messages',
  'select_receipts',
  'select_my_instance',
  'select_my_messages',
  'upsert_receipts',
] as const);

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const selectOptionalExam = (db: Executor, examId: number) =>
  queryOptionalRow<{ id: number; courseId: number }>(db, sql.select_exam, { examId });

export const selectOptionalMessageExam = (db: Executor, messageId: number) =>
  queryOptionalRow<{ id: number; examId: number; courseId: number }>(db, sql.select_message_exam, { messageId });

export const selectClassGroupInstanceIds = async (db: Executor, examId: number, classGroup: string) =>
  (await queryRows<{ id: number }>(db, sql.select_class_group_instances, { examId, classGroup })).map((row) => row.id);

export const selectOptionalStudentInstanceId = async (db: Executor, examId: number, studentId: number) =>
  (await queryOptionalRow<{ id: number }>(db, sql.select_student_instance, { examId, studentId }))?.id;

export const insertMessage = async (
  db: Executor,
  values: Pick<ExamMessageInput, 'audience' | 'classGroup' | 'studentId' | 'text'> & { examId: number; userId: number; now: Date },
) => (await queryRow<{ id: number }>(db, sql.insert_message, values)).id;

export async function selectMessages(db: Executor, examId: number, messageId: number | null = null): Promise<ExamMessage[]> {
  const rows = await queryRows<WithDates<ExamMessage, 'sentAt'>>(db, sql.select_messages, { examId, messageId });
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
}

export async function selectReceipts(db: Executor, messageId: number): Promise<MessageReceipt[]> {
  const rows = await queryRows<WithDates<MessageReceipt, 'deliveredAt' | 'displayedAt'>>(db, sql.select_receipts, { messageId });
  return rows.map((row) => ({ ...row, deliveredAt: iso(row.deliveredAt), displayedAt: iso(row.displayedAt) }));
}

export const selectOptionalMyInstance = (db: Executor, instanceId: number, userId: number) =>
  queryOptionalRow<{ id: number; examId: number }>(db, sql.select_my_instance, { instanceId, userId });

export async function selectMyMessages(db: Executor, instanceId: number): Promise<MyMessage[]> {
  const rows = await queryRows<WithDates<MyMessage, 'sentAt' | 'deliveredAt' | 'displayedAt'>>(db, sql.select_my_messages, { instanceId });
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString(), deliveredAt: iso(row.deliveredAt), displayedAt: iso(row.displayedAt) }));
}

/** Records receipts (first report wins); returns the ones that changed, `displayed` when it was the first display. */
export const upsertReceipts = (db: Executor, instanceId: number, receipts: Array<{ messageId: number; displayed: boolean }>, now: Date) =>
  queryRows<{ messageId: number; displayed: boolean }>(db, sql.upsert_receipts, {
    instanceId,
    now,
    messageIds: receipts.map((receipt) => receipt.messageId),
    displayed: receipts.map((receipt) => receipt.displayed),
  });
