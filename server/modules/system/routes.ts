import { handlers } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { SystemService } from './service.js';

export function systemRoutes(system: SystemService): OperationRoutes {
  return handlers({
    getHealth: async () => ({ success: true, ...(await system.health()) }),
    getReadiness: async () => {
      await system.ready();
      return { success: true, status: 'ready' as const };
    },
  });
}
