import { env } from '../../config/env';

/** The service worker's address: a build artifact (vite.config.ts, `build/offline-shell.ts`), served from the root. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker that keeps the app shell and the exam page's chunks, so that a reload while offline
 * still opens an exam (its data then comes from IndexedDB). Registered by the student's pages only; the development
 * server has no worker (its modules are not the build's).
 */
export function registerOfflineShell(): void {
  if (env.isDev || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.warn('The offline copy of the exam pages could not be set up', error);
  });
}
