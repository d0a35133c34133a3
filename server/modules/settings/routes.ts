import { requireSession } from '../../http.js';
import type { OperationRoutes } from '../../types.js';
import type { SettingsService, UserSettings } from './service.js';

export function settingsRoutes(settings: SettingsService): OperationRoutes {
  return {
    getUserSettings: {
      handler: async (request) => ({ success: true, data: await settings.getUserSettings(requireSession(request).user) }),
    },
    saveUserSettings: {
      handler: async (request) => {
        await settings.saveUserSettings(requireSession(request).user, request.body as UserSettings);
        return { success: true };
      },
    },
  };
}
