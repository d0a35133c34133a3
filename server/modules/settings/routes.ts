import { handlers, requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { SettingsService } from './service.js';

export function settingsRoutes(settings: SettingsService): OperationRoutes {
  return handlers({
    getUserSettings: async (request) => ({ success: true, data: await settings.getUserSettings(requireSession(request).user) }),
    saveUserSettings: async (request) => {
      await settings.saveUserSettings(requireSession(request).user, request.body);
      return { success: true };
    },
  });
}
