import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { persistReducer, persistStore, FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
// Not 'redux-persist/lib/storage': Vite 8 takes its CJS module.exports as the default and the browser crashes.
import storage from 'redux-persist/es/storage';
import { baseApi } from '../api/base-api';
import type { ApiClientState } from '../api/base-query';
import { AUTH_PERSIST_KEY, authSlice } from './auth/auth-slice';
import { settingsSlice } from './settings/settings-slice';
import { alertsSlice } from './alerts/alerts-slice';
import { registerListeners } from './listeners';

export { AUTH_PERSIST_KEY };
export const SETTINGS_PERSIST_KEY = 'settings';

const persistedAuth = persistReducer({ key: AUTH_PERSIST_KEY, storage }, authSlice.reducer);
const persistedSettings = persistReducer({ key: SETTINGS_PERSIST_KEY, storage }, settingsSlice.reducer);

const rootReducer = combineSlices(baseApi, alertsSlice, {
  [authSlice.reducerPath]: persistedAuth,
  [settingsSlice.reducerPath]: persistedSettings,
});

export type RootState = ReturnType<typeof rootReducer>;
type Provides<T extends ApiClientState> = T;
/** Does not compile when the core slices stop providing what the API client reads (src/api/base-query.ts). */
export type ApiClientRootState = Provides<RootState>;

/** Used by main.tsx and by tests (with a preloaded state). */
export function setupStore(preloadedState?: Partial<RootState>) {
  // Each store has its own listener middleware, so per-store listener state lives in its registration's closure.
  const listenerMiddleware = createListenerMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
  });
  registerListeners(listenerMiddleware.startListening.withTypes<RootState, AppDispatch>());
  setupListeners(store.dispatch);
  return store;
}

export function setupPersistor(store: AppStore) {
  return persistStore(store);
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
