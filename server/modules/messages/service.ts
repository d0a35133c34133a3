import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { ExamMessage, ExamMessageInput, MessageReceipt, MessageReceiptsInput, MyMessage } from '../../generated/contract-types.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertTeachesCourse } from '../courses/access.js';
import { logInstanceEvents } from '../live/events.js';
import { publishLive, type LiveChange } from '../live/publish.js';
import {
  insertMessage,
  selectClassGroupInstanceIds,
  selectMessages,
  selectMyMessages,
  selectOptionalExam,
  selectOptionalMessageExam,
  selectOptionalMyInstance,
  selectOptionalStudentInstanceId,
  selectReceipts,
  upsertReceipts,
} from './queries.js';

const examNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam does not exist.');
const messageNotFound = () => new AppError(404, 'NOT_FOUND', 'This message does not exist.');
const instanceNotFound = () => new AppError(404, 'NOT_FOUND', 'This exam instance does not exist.');
const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `The request is not valid: ${path} ${message}.`, [{ path, message }]);

/**
 * Messages from staff to the takers of an exam, with receipts (docs/live.md, Messages). Sending and each receipt
 * publish on the live channel in their transaction, so the students' pages and the staff's counts follow at once.
 */
export function createMessagesService({ database, clock, live }: AppDeps) {
  const { db } = database;

  async function staffExam(user: SessionUser, examId: number) {
    const exam = await selectOptionalExam(db, examId);
    if (!exam) throw examNotFound();
    await assertTeachesCourse(db, user, exam.courseId, examNotFound);
    return exam;
  }

  /** The instances a new message is for now (null: every student of the exam, also those who start later). */
  async function audienceOf(examId: number, input: ExamMessageInput): Promise<number[] | null> {
    switch (input.audience) {
      case 'all':
        if (input.classGroup !== null) throw invalid('body/classGroup', 'must be null for all takers');
        if (input.studentId !== null) throw invalid('body/studentId', 'must be null for all takers');
        return null;
      case 'class-group': {
        if (input.studentId !== null) throw invalid('body/studentId', 'must be null for a class group');
        const classGroup = input.classGroup?.trim();
        if (!classGroup) throw invalid('body/classGroup', 'is required for a class group');
        const ids = await selectClassGroupInstanceIds(db, examId, classGroup);
        if (ids.length === 0) throw invalid('body/classGroup', 'has no student with an instance of this exam');
        return ids;
      }
      case 'student': {
        if (input.classGroup !== null) throw invalid('body/classGroup', 'must be null for one student');
        if (input.studentId === null) throw invalid('body/studentId', 'is required for one student');
        const id = await selectOptionalStudentInstanceId(db, examId, input.studentId);
        if (id === undefined) throw invalid('body/studentId', 'has no instance of this exam');
        return [id];
      }
    }
  }

  return {
    async send(user: SessionUser, examId: number, input: ExamMessageInput): Promise<ExamMessage> {
      await staffExam(user, examId);
      const text = input.text.trim();
      if (text === '') throw invalid('body/text', 'must not be empty');
      const instanceIds = await audienceOf(examId, input);
      const now = clock();
      const message = await withTransaction(db, async (trx) => {
        const id = await insertMessage(trx, {
          examId,
          audience: input.audience,
          classGroup: input.audience === 'class-group' ? input.classGroup!.trim() : null,
          studentId: input.audience === 'student' ? input.studentId : null,
          text,
          userId: user.id,
          now,
        });
        const forStudents: LiveChange[] = (instanceIds ?? [null]).map((instanceId) => ({ examId, instanceId, audience: 'student', kind: 'message', refId: id }));
        await publishLive(trx, [...forStudents, { examId, instanceId: null, audience: 'staff', kind: 'message', refId: id }], now);
        const [sent] = await selectMessages(trx, examId, id);
        return sent;
      });
      live.wake();
      return message;
    },

    async list(user: SessionUser, examId: number): Promise<ExamMessage[]> {
      await staffExam(user, examId);
      return selectMessages(db, examId);
    },

    async receipts(user: SessionUser, messageId: number): Promise<MessageReceipt[]> {
      const message = await selectOptionalMessageExam(db, messageId);
      if (!message) throw messageNotFound();
      await assertTeachesCourse(db, user, message.courseId, messageNotFound);
      return selectReceipts(db, messageId);
    },

    async myMessages(user: SessionUser, instanceId: number): Promise<MyMessage[]> {
      const mine = await selectOptionalMyInstance(db, instanceId, user.id);
      if (!mine) throw instanceNotFound();
      return selectMyMessages(db, instanceId);
    },

    /** Delivered and displayed receipts; the first report of each wins, a repeat changes nothing. */
    async acknowledge(user: SessionUser, instanceId: number, input: MessageReceiptsInput): Promise<MyMessage[]> {
      const mine = await selectOptionalMyInstance(db, instanceId, user.id);
      if (!mine) throw instanceNotFound();
      // One row per message: displayed if any report of it says so.
      const reported = new Map<number, boolean>();
      for (const receipt of input.receipts) reported.set(receipt.messageId, (reported.get(receipt.messageId) ?? false) || receipt.displayed);
      const now = clock();
      const changed = await withTransaction(db, async (trx) => {
        const known = new Set((await selectMyMessages(trx, instanceId)).map((message) => message.id));
        const unknown = [...reported.keys()].filter((id) => !known.has(id));
        if (unknown.length > 0) throw invalid('body/receipts', `names messages not sent to this instance (${unknown.join(', ')})`);
        const rows = await upsertReceipts(trx, instanceId, [...reported].map(([messageId, displayed]) => ({ messageId, displayed })), now);
        await logInstanceEvents(trx, instanceId, rows.filter((row) => row.displayed).map((row) => ({ kind: 'message-displayed' as const, detail: { messageId: row.messageId } })), now);
        await publishLive(trx, rows.map((row) => ({ examId: mine.examId, instanceId, audience: 'staff' as const, kind: 'message' as const, refId: row.messageId })), now);
        return rows.length;
      });
      if (changed > 0) live.wake();
      return selectMyMessages(db, instanceId);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
