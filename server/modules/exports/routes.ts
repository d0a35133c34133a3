import { PassThrough } from 'node:stream';
import { contentDisposition, handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { ExportsService } from './service.js';

export function exportsRoutes(exports: ExportsService): OperationRoutes {
  return handlers({
    exportResults: async (request, reply) => {
      // Everything that can refuse happens here, before the first byte: afterwards the status is sent.
      const { plan, write } = await exports.prepareResults(requireSession(request).user, request.context.courseId, request.query);
      const body = new PassThrough();
      const controller = new AbortController();
      // A client that goes away (closes the tab, cancels the download) stops the queries between chunks.
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      write(body, controller.signal).catch((error: unknown) => {
        if (!controller.signal.aborted) request.log.error({ err: error }, 'results export failed while streaming');
        body.destroy(controller.signal.aborted ? undefined : (error as Error));
      });
      reply
        .header('content-disposition', contentDisposition(plan.fileName))
        .header('x-export-rows', String(plan.rows))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .type(plan.mediaType);
      if (plan.bytesEstimate !== null) reply.header('x-export-bytes-estimate', String(plan.bytesEstimate));
      return reply.code(200).send(body);
    },
  });
}
