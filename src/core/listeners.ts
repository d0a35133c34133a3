import { registerAlertsListeners } from './alerts/alerts-listeners';
import { registerAuthListeners } from './auth/auth-listeners';
import type { AppStartListening } from './listener-middleware';
import { registerSettingsListeners } from './settings/settings-listeners';

// Every listener of the app, registered by setupStore on the store's own listener middleware.
export function registerListeners(startAppListening: AppStartListening) {
  registerAlertsListeners(startAppListening);
  registerAuthListeners(startAppListening);
  registerSettingsListeners(startAppListening);
}
