import type { AppDeps, OperationRoutes } from '../types.js';
import { authRoutes } from './auth/routes.js';
import { createAuthService } from './auth/service.js';
import { coursesRoutes } from './courses/routes.js';
import { createCoursesService } from './courses/service.js';
import { lookupsRoutes } from './lookups/routes.js';
import { createLookupsService } from './lookups/service.js';
import { settingsRoutes } from './settings/routes.js';
import { createSettingsService } from './settings/service.js';
import { systemRoutes } from './system/routes.js';
import { createSystemService } from './system/service.js';

export function createServices(deps: AppDeps) {
  return {
    auth: createAuthService(deps),
    courses: createCoursesService(deps),
    lookups: createLookupsService(deps),
    settings: createSettingsService(deps),
    system: createSystemService(deps),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Every implemented operation, keyed by the contract's operationId. */
export function createOperationRoutes(services: Services, deps: AppDeps): OperationRoutes {
  const modules: OperationRoutes[] = [
    systemRoutes(services.system),
    authRoutes(services.auth, deps.config),
    lookupsRoutes(services.lookups),
    settingsRoutes(services.settings),
    coursesRoutes(services.courses),
  ];
  const routes: OperationRoutes = {};
  for (const module of modules) {
    for (const [operationId, route] of Object.entries(module)) {
      if (operationId in routes) throw new Error(`Operation ${operationId} is implemented twice`);
      routes[operationId] = route;
    }
  }
  return routes;
}
