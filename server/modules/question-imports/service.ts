import type { Db } from '../../db/connect.js';
import { withTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { QuestionImportPreview, QuestionImportRequest } from '../../generated/contract-types.js';
import { validateQuestion } from '../../grading/index.js';
import type { AppDeps, SessionUser } from '../../types.js';
import { assertCourseAccess } from '../courses/access.js';
import { insertQuestion, nodesOutsideCourse, storeAttachment } from '../questions/service.js';
import { parseGift } from './gift.js';
import { resolveQuestionImages } from './html.js';
import { planImport, type ImportPlan, type QuestionCheck } from './map.js';
import { exportMoodleXml, type ExportAttachment } from './moodle-export.js';
import { parseMoodleXml } from './moodle-xml.js';
import { selectCourseAttachments, selectExportQuestions } from './queries.js';
import { MalformedImportError, type SourceQuestion } from './source.js';

/** The bank's own rules (validateQuestion), as one message: the reason a question is skipped. */
const checkQuestion: QuestionCheck = (input) => {
  const problems = validateQuestion(input);
  if (problems.length === 0) return null;
  return `it breaks a rule of the bank: ${problems.map((problem) => `${problem.path} ${problem.message}`).join('; ')}`;
};

/** Reads the file; a file that cannot be read at all is 422 IMPORT_MALFORMED with what is wrong and where. */
export function readImportFile(format: QuestionImportRequest['format'], content: string): SourceQuestion[] {
  try {
    return format === 'gift' ? parseGift(content) : parseMoodleXml(content);
  } catch (error) {
    if (error instanceof MalformedImportError) throw new AppError(422, 'IMPORT_MALFORMED', error.message);
    throw error;
  }
}

function preview(plan: ImportPlan): QuestionImportPreview {
  return { items: plan.questions.map((question) => question.item), total: plan.total, importable: plan.importable, skipped: plan.skipped };
}

export function createQuestionImportsService({ database, clock }: AppDeps) {
  const { db } = database;

  async function assertNodes(executor: Db, courseId: number, nodeIds: number[]): Promise<void> {
    const outside = await nodesOutsideCourse(executor, courseId, nodeIds);
    if (outside.length > 0) {
      const message = `${outside.length === 1 ? 'Node' : 'Nodes'} ${outside.join(', ')} ${outside.length === 1 ? 'is not a node' : 'are not nodes'} of this course.`;
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'body/nodeIds', message }]);
    }
  }

  async function plan(user: SessionUser, courseId: number, request: QuestionImportRequest): Promise<ImportPlan> {
    await assertCourseAccess(db, user, courseId);
    await assertNodes(db, courseId, request.nodeIds);
    return planImport(readImportFile(request.format, request.content), checkQuestion);
  }

  return {
    /** What the file would give, question by question; nothing is stored. */
    async previewQuestionImport(user: SessionUser, courseId: number, request: QuestionImportRequest): Promise<QuestionImportPreview> {
      return preview(await plan(user, courseId, request));
    },

    /**
     * Creates every importable question, with its images as attachments of the course (an identical image already
     * there is reused), in one transaction: a failure leaves nothing behind.
     */
    async applyQuestionImport(user: SessionUser, courseId: number, request: QuestionImportRequest) {
      const importPlan = await plan(user, courseId, request);
      const now = clock();
      const questionIds = await withTransaction(db, async (trx) => {
        const ids: number[] = [];
        for (const question of importPlan.questions) {
          if (!question.input) continue;
          const attachmentIds = new Map<string, number>();
          for (const image of question.images) {
            const stored = await storeAttachment(trx, {
              courseId,
              fileName: image.fileName,
              mediaType: image.mediaType,
              data: image.data,
              userId: user.id,
              now,
            });
            attachmentIds.set(image.token, stored.id);
          }
          const input = { ...resolveQuestionImages(question.input, attachmentIds), nodeIds: request.nodeIds };
          ids.push(await insertQuestion(trx, { courseId, userId: user.id, input, now }));
        }
        return ids;
      });
      return { ...preview(importPlan), questionIds };
    },

    /** The questions (of this course; any other id is 404) as a Moodle XML file, and those Moodle cannot hold. */
    async exportQuestionsMoodleXml(user: SessionUser, courseId: number, questionIds: number[]) {
      await assertCourseAccess(db, user, courseId);
      const rows = await selectExportQuestions(db, courseId, questionIds);
      const found = new Set(rows.map((row) => row.id));
      const missing = questionIds.filter((id) => !found.has(id));
      if (missing.length > 0) {
        throw new AppError(404, 'NOT_FOUND', `${missing.length === 1 ? 'Question' : 'Questions'} ${missing.join(', ')} of this course ${missing.length === 1 ? 'does' : 'do'} not exist.`);
      }
      const referenced = new Set<number>();
      for (const row of rows) {
        for (const match of JSON.stringify([row.text, row.content, row.feedback]).matchAll(/attachment:(\d+)/g)) referenced.add(Number(match[1]));
      }
      const attachments = new Map<number, ExportAttachment>(
        (await selectCourseAttachments(db, courseId, [...referenced])).map((row) => [row.id, { id: row.id, fileName: row.file_name, data: row.data }]),
      );
      const result = exportMoodleXml(rows, attachments);
      return { fileName: `questions-${courseId}.xml`, ...result };
    },
  };
}

export type QuestionImportsService = ReturnType<typeof createQuestionImportsService>;
