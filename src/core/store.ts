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
import { AUTH_PERSIST_KEY, authSlice, initialAuthState } from './auth/auth-slice';
import { settingsSlice } from './settings/settings-slice';
import { alertsSlice } from './alerts/alerts-slice';
import { registerListeners } from './listeners';

export { AUTH_PERSIST_KEY };
export const SETTINGS_PERSIST_KEY = 'settings';

/**
 * Whether a stored auth entry (redux-persist's JSON of each field as JSON) holds nothing: no user, no token, the
 * default landing URL. Such an entry is removed instead of written, so that logout's removal of `persist:auth`
 * (docs/requirements.md#session-and-alerts) is not undone by the write of the signed-out state that follows it. A
 * signed-out entry that remembers a landing URL (a 401, a visit before signing in through a provider) is kept.
 */
export function isEmptyAuthEntry(serialized: string): boolean {
  try {
    const stored = JSON.parse(serialized) as Record<string, string>;
    const field = (name: keyof typeof initialAuthState) => (stored[name] === undefined ? initialAuthState[name] : JSON.parse(stored[name]));
    return field('user') === null && field('token') === null && field('landingUrl') === initialAuthState.landingUrl;
  } catch {
    return false;
  }
}

const authStorage: typeof storage = {
  getItem: (key) => storage.getItem(key),
  setItem: (key, value: string) => (isEmptyAuthEntry(value) ? storage.removeItem(key) : storage.setItem(key, value)),
  removeItem: (key) => storage.removeItem(key),
};

const persistedAuth = persistReducer({ key: AUTH_PERSIST_KEY, storage: authStorage }, authSlice.reducer);

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
