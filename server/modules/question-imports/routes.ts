import type { QuestionImportRequest } from '../../generated/contract-types.js';
import { requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { QuestionImportsService } from './service.js';

/**
 * The contract allows a file of 20 000 000 characters; as JSON, with escaped quotes and line breaks and
 * multi-byte letters, that is more bytes.
 */
const importBodyLimit = 48 * 1024 * 1024;

export function questionImportsRoutes(imports: QuestionImportsService): OperationRoutes {
  return {
    previewQuestionImport: {
      bodyLimit: importBodyLimit,
      handler: async (request) => {
        const { courseId } = request.params as { courseId: number };
        const data = await imports.previewQuestionImport(requireSession(request).user, courseId, request.body as QuestionImportRequest);
        return { success: true, data };
      },
    },
    applyQuestionImport: {
      bodyLimit: importBodyLimit,
      handler: async (request) => {
        const { courseId } = request.params as { courseId: number };
        const data = await imports.applyQuestionImport(requireSession(request).user, courseId, request.body as QuestionImportRequest);
        return { success: true, data };
      },
    },
    exportQuestionsMoodleXml: {
      handler: async (request) => {
        const { courseId } = request.params as { courseId: number };
        const { questionIds } = request.body as { questionIds: number[] };
        return { success: true, data: await imports.exportQuestionsMoodleXml(requireSession(request).user, courseId, questionIds) };
      },
    },
  };
}
