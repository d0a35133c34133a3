import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  createMigrate, persistReducer, persistStore, FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type MigrationManifest,
  type PersistedState,
} from 'redux-persist';
// Not 'redux-persist/lib/storage': Vite 8 takes its CJS module.exports as the default and the browser crashes.
import storage from 'redux-persist/es/storage';
import type { ApiClientState } from '../api/base-query';
import { appApi } from '../api/app-api';
import { AUTH_PERSIST_KEY, authSlice } from './auth/auth-slice';
import { settingsSlice } from './settings/settings-slice';
import { alertsSlice } from './alerts/alerts-slice';
import { registerListeners } from './listeners';

export { AUTH_PERSIST_KEY };
export const SETTINGS_PERSIST_KEY = 'settings';

const persistedAuth = persistReducer({ key: AUTH_PERSIST_KEY, storage }, authSlice.reducer);

/**
 * The shape of the stored settings. 1: the course and academic-year lists left the settings for the RTK Query
 * cache (server data is never persisted); settings stored before keep everything else.
 */
export const SETTINGS_PERSIST_VERSION = 1;
const settingsMigrations: MigrationManifest = {
  1: (state) => {
    if (!state) return state;
    const { courses: _courses, academicYears: _years, ...kept } = state as PersistedState & { courses?: unknown; academicYears?: unknown };
    return kept;
  },
};
const persistedSettings = persistReducer(
  { key: SETTINGS_PERSIST_KEY, storage, version: SETTINGS_PERSIST_VERSION, migrate: createMigrate(settingsMigrations) },
  settingsSlice.reducer,
);

// The one API with every endpoint in its type (app-api.ts), so that the state types its whole cache.
const rootReducer = combineSlices(appApi, alertsSlice, {
  [authSlice.reducerPath]: persistedAuth,
  [settingsSlice.reducerPath]: persistedSettings,
});

export type RootState = ReturnType<typeof rootReducer>;
type Provides<T extends ApiClientState> = T;
/**
 * Does not compile when the core slices stop providing what the API client reads (src/api/base-query.ts).
 * @public (a check, never imported)
 */
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
        .concat(appApi.middleware),
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
