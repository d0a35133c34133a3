import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { ActivityService } from './service.js';

export function activityRoutes(activity: ActivityService): OperationRoutes {
  return handlers({
    listMyActivity: async (request) => ({
      success: true,
      data: await activity.listMine(requireSession(request).user, request.query),
    }),
  });
}
