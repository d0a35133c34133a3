import { registerAlertsListeners } from '../features/alerts/alerts-listeners';
import { registerAuthListeners } from '../features/auth/auth-listeners';
import { registerSettingsListeners } from '../features/settings/settings-listeners';
import { startAppListening } from './listener-middleware';

// Every feature's listeners are registered here, once (setupStore guards against a second registration).
export function registerListeners() {
  registerAlertsListeners(startAppListening);
  registerAuthListeners(startAppListening);
  registerSettingsListeners(startAppListening);
}
