import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

// docs/requirements.md#what-is-kept, #session-and-alerts, #constants. The CSS-ish type names are the spec's; `kind` is the short name used by code.
export type AlertKind = 'success' | 'flash-success' | 'flash-warning' | 'warning' | 'error';
export type AlertType = 'alert-success' | 'alert-flash-success' | 'alert-flash-warning' | 'alert-warning' | 'alert-error';

export const ALERT_DISPLAY_MS: Record<AlertKind, number> = {
  success: 5000,
  'flash-success': 2000,
  'flash-warning': 2000,
  warning: 5000,
  error: 10000,
};
export const PERMANENT_SUCCESS_DISPLAY_MS = 15000;
export const ALERT_FADE_MS = 2000;

export interface Alert {
  id: string;
  type: AlertType;
  kind: AlertKind;
  message: string;
  /** True during the last ALERT_FADE_MS before the alert clears. */
  fade: boolean;
  /** Permanent alerts stay until dismissed or cleared. */
  permanent: boolean;
  /** Flash alerts cannot be dismissed by the user. */
  dismissable: boolean;
  /** How long the alert shows (ms); null for permanent alerts. */
  displayMs: number | null;
}

export interface AlertsState {
  alerts: Alert[];
}

const initialState: AlertsState = { alerts: [] };

export const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<Alert>) {
        state.alerts.push(action.payload);
      },
      prepare(kind: AlertKind, message: string, options: { permanent?: boolean } = {}) {
        const permanent = options.permanent ?? false;
        const alert: Alert = {
          id: nanoid(),
          kind,
          type: `alert-${kind}` as AlertType,
          message,
          fade: false,
          permanent,
          dismissable: !kind.startsWith('flash'),
          displayMs: permanent ? null : ALERT_DISPLAY_MS[kind],
        };
        return { payload: alert };
      },
    },
    /** A permanent success alert: shows for PERMANENT_SUCCESS_DISPLAY_MS unless dismissed. */
    permanentSuccessShown: {
      reducer(state, action: PayloadAction<Alert>) {
        state.alerts.push(action.payload);
      },
      prepare(message: string) {
        return {
          payload: {
            id: nanoid(), kind: 'success', type: 'alert-success', message, fade: false, permanent: true,
            dismissable: true, displayMs: PERMANENT_SUCCESS_DISPLAY_MS,
          } satisfies Alert,
        };
      },
    },
    alertFading(state, action: PayloadAction<string>) {
      const alert = state.alerts.find((a) => a.id === action.payload);
      if (alert) alert.fade = true;
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.alerts = state.alerts.filter((a) => a.id !== action.payload);
    },
    /** Clears every alert, permanent ones included (on navigation and on demand). */
    alertsCleared(state) {
      state.alerts = [];
    },
  },
  selectors: {
    selectAlerts: (state) => state.alerts,
  },
});

export const { alertShown, permanentSuccessShown, alertFading, alertDismissed, alertsCleared } = alertsSlice.actions;
export const { selectAlerts } = alertsSlice.selectors;
