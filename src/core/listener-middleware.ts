import type { TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

// setupStore creates one listener middleware per store (the app's, each test's) and registers the listeners on
// it (src/core/listeners.ts), so whatever a listener keeps between actions lives in the closure of that store's
// registration, never in a module.
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;
