import { handlers } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { ImportsService } from './service.js';

/**
 * The contract allows a CSV of 20 000 000 characters; as JSON, with escaped quotes and line breaks and
 * multi-byte letters, that is more bytes.
 */
const importBodyLimit = 32 * 1024 * 1024;

export function importsRoutes(imports: ImportsService): OperationRoutes {
  return handlers({
    previewStudentImport: {
      bodyLimit: importBodyLimit,
      handler: async (request) => ({ success: true, data: await imports.previewStudentImport(request.body) }),
    },
    applyStudentImport: {
      bodyLimit: importBodyLimit,
      handler: async (request) => ({ success: true, data: await imports.applyStudentImport(request.body) }),
    },
  });
}
