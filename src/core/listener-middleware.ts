import { createListenerMiddleware, addListener } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

// One listener middleware, typed once; features register their listeners in src/app/listeners.ts.
export const listenerMiddleware = createListenerMiddleware();
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
export type AppStartListening = typeof startAppListening;
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
