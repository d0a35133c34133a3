import { apiCallFailed } from '../../api/api-events';
import type { AppStartListening } from '../listener-middleware';
import {
  ALERT_FADE_MS, alertDismissed, alertFading, alertsCleared, alertShown, permanentSuccessShown, type Alert,
} from './alerts-slice';

/**
 * docs/requirements.md#session-and-alerts, #constants: an alert with a display time starts fading ALERT_FADE_MS before it clears and is then dismissed.
 * Each alert has its own timer; it stops early when the alert is closed or all alerts are cleared (navigation,
 * "Clear all"), so a cleared alert never comes back as a stray fade.
 */
export function registerAlertsListeners(startAppListening: AppStartListening) {
  // A failed call the API client reports (src/api/errors.ts) is an error alert.
  startAppListening({
    actionCreator: apiCallFailed,
    effect: (action, api) => {
      api.dispatch(alertShown('error', action.payload));
    },
  });

  for (const actionCreator of [alertShown, permanentSuccessShown]) {
    startAppListening({
      actionCreator,
      effect: async (action, api) => {
        const { id, displayMs }: Alert = action.payload;
        if (displayMs === null) return;
        const gone = (a: unknown) => alertsCleared.match(a) || (alertDismissed.match(a) && a.payload === id);
        if (await api.condition(gone, Math.max(0, displayMs - ALERT_FADE_MS))) return;
        api.dispatch(alertFading(id));
        if (await api.condition(gone, Math.min(ALERT_FADE_MS, displayMs))) return;
        api.dispatch(alertDismissed(id));
      },
    });
  }
}
