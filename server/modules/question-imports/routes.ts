import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { QuestionImportsService } from './service.js';

/**
 * The contract allows a file of 20 000 000 characters; as JSON, with escaped quotes and line breaks and
 * multi-byte letters, that is more bytes.
 */
const importBodyLimit = 48 * 1024 * 1024;

export function questionImportsRoutes(imports: QuestionImportsService): OperationRoutes {
  return handlers({
    previewQuestionImport: {
      bodyLimit: importBodyLimit,
      handler: async (request) => {
        const data = await imports.previewQuestionImport(requireSession(request).user, request.params.courseId, request.body);
        return { success: true, data };
      },
    },
    applyQuestionImport: {
      bodyLimit: importBodyLimit,
      handler: async (request) => {
        const data = await imports.applyQuestionImport(requireSession(request).user, request.params.courseId, request.body);
        return { success: true, data };
      },
    },
    exportQuestionsMoodleXml: async (request) => {
      const { questionIds } = request.body;
      const data = await imports.exportQuestionsMoodleXml(requireSession(request).user, request.params.courseId, questionIds);
      return { success: true, data };
    },
  });
}
