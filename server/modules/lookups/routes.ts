import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { LookupsService } from './service.js';

export function lookupsRoutes(lookups: LookupsService): OperationRoutes {
  return handlers({
    searchAnything: async (request) => {
      const { query, limit } = request.query;
      const session = requireSession(request);
      return { success: true, data: await lookups.searchAnything(session.user, request.context, query, limit) };
    },
  });
}
