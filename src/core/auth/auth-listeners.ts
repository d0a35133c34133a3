import { purgeStoredState, REHYDRATE } from 'redux-persist';
// Not 'redux-persist/lib/storage': Vite 8 takes its CJS module.exports as the default and the browser crashes.
import storage from 'redux-persist/es/storage';
import { apiSessionExpired } from '../../api/api-events';
import { appApi } from '../../api/app-api';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { alertShown } from '../alerts/alerts-slice';
import type { AppStartListening } from '../listener-middleware';
import { getCurrentPath, navigateTo } from '../navigation';
import { AUTH_PERSIST_KEY, landingUrlSet, loggedOut, selectIsSignedIn, sessionResumed, userRefreshed } from './auth-slice';

interface RehydrateAction {
  type: typeof REHYDRATE;
  key: string;
}
const isAuthRehydrate = (action: { type: string }): action is RehydrateAction =>
  action.type === REHYDRATE && (action as Partial<RehydrateAction>).key === AUTH_PERSIST_KEY;

/**
 * A user held in local storage is only a claim: on start-up the server is asked who the session belongs to.
 * A revoked or expired session answers 401, which the base query turns into the spec's logout + warning; a live
 * one refreshes the user (the role or name may have changed) and announces the resumed session.
 */
function registerSessionResumeListener(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (action, current) => isAuthRehydrate(action) && selectIsSignedIn(current),
    effect: async (_action, api) => {
      const result = await api.dispatch(
        appApi.endpoints.getCurrentUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      const user = result.data?.data;
      if (!user || !selectIsSignedIn(api.getState())) return;
      api.dispatch(userRefreshed(user));
      api.dispatch(sessionResumed());
    },
  });
}

/**
 * docs/requirements.md#session-and-alerts, #error-messages: a 401 (reported by the API client) logs out, remembers the page, goes to the login page and warns,
 * after navigating so that the warning survives the navigation's clearing of alerts. Several calls in flight fail
 * together when a session ends: only the first one finds the user signed in.
 */
function registerSessionExpiryListener(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: apiSessionExpired,
    effect: (_action, api) => {
      const { auth } = api.getState();
      if (auth.user === null && auth.token === null) return;
      api.dispatch(landingUrlSet(getCurrentPath()));
      api.dispatch(loggedOut());
      navigateTo(paths.login, { replace: true });
      api.dispatch(alertShown('warning', t('errors.sessionExpired')));
    },
  });
}

/** docs/requirements.md#session-and-alerts: logout clears the user info (the reducer) and removes the persisted auth entry (here). */
export function registerAuthListeners(startAppListening: AppStartListening) {
  registerSessionResumeListener(startAppListening);
  registerSessionExpiryListener(startAppListening);
  startAppListening({
    actionCreator: loggedOut,
    effect: async (_action, api) => {
      // The cached answers belong to the user who left; the next one must not see them.
      api.dispatch(appApi.util.resetApiState());
      try {
        await purgeStoredState({ key: AUTH_PERSIST_KEY, storage });
      } catch (error) {
        console.error('Could not remove the stored sign-in', error);
      }
    },
  });
}
