import { purgeStoredState } from 'redux-persist';
// Not 'redux-persist/lib/storage': Vite 8 takes its CJS module.exports as the default and the browser crashes.
import storage from 'redux-persist/es/storage';
import { examApi } from '../../api/exam-api';
import type { AppStartListening } from '../../app/listener-middleware';
import { AUTH_PERSIST_KEY, loggedOut } from './auth-slice';

/** Spec §4: logout clears the user info (the reducer) and removes the persisted auth entry (here). */
export function registerAuthListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: loggedOut,
    effect: async (_action, api) => {
      // The cached answers belong to the user who left; the next one must not see them.
      api.dispatch(examApi.util.resetApiState());
      try {
        await purgeStoredState({ key: AUTH_PERSIST_KEY, storage });
      } catch (error) {
        console.error('Could not remove the stored sign-in', error);
      }
    },
  });
}
