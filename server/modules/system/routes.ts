import type { OperationRoutes } from '../../types.js';
import type { SystemService } from './service.js';

export function systemRoutes(system: SystemService): OperationRoutes {
  return {
    getHealth: {
      handler: async () => ({ success: true, ...(await system.health()) }),
    },
  };
}
