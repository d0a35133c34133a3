import { registerAlertsListeners } from './alerts/alerts-listeners';
import { registerAuthListeners } from './auth/auth-listeners';
import { registerSettingsListeners } from './settings/settings-listeners';
import { startAppListening } from './listener-middleware';

// Every feature's listeners are registered here, once (setupStore guards against a second registration).
export function registerListeners() {
  registerAlertsListeners(startAppListening);
  registerAuthListeners(startAppListening);
  registerSettingsListeners(startAppListening);
}
