import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { examApi } from '../../api/exam-api';
import { useAppDispatch } from '../../core/hooks';
import type { AppDispatch } from '../../core/store';
import { openAnswerStore } from './answer-store';
import { AnswerSync, broadcastChannelFor, ExamUnavailableError, type OpenedExam, type SyncApi, type SyncSnapshot } from './answer-sync';
import { browserTime, clockJumped } from './clock';

/** The save protocol's requests through the app's API client (untracked: a save every half second is no state). */
export function apiForInstance(dispatch: AppDispatch, instanceId: number): SyncApi {
  return {
    fetchInstance: async () => (await dispatch(examApi.endpoints.getMyInstance.initiate({ examInstanceId: instanceId }, { subscribe: false, forceRefetch: true })).unwrap()).data,
    save: async (answers) => (await dispatch(examApi.endpoints.saveMyAnswers.initiate(
      { examInstanceId: instanceId, saveAnswersRequest: { answers } }, { track: false },
    )).unwrap()).data,
    setPosition: async (ordinal) => (await dispatch(examApi.endpoints.setMyPosition.initiate(
      { examInstanceId: instanceId, positionRequest: { ordinal } }, { track: false },
    )).unwrap()).data.furthestOrdinal,
  };
}

export type ExamSession =
  | { status: 'loading' }
  | { status: 'failed'; error: ExamUnavailableError; retry: () => void }
  | { status: 'ready'; opened: OpenedExam };

/** Opens an instance's answers (server + IndexedDB) for as long as the page shows it. */
export function useExamSession(instanceId: number): ExamSession {
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [session, setSession] = useState<{ key: string; value: ExamSession }>({ key: '', value: { status: 'loading' } });
  const key = `${instanceId}/${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    let opened: OpenedExam | null = null;
    void (async () => {
      try {
        const store = await openAnswerStore();
        const result = await AnswerSync.open({ instanceId, store, api: apiForInstance(dispatch, instanceId), channel: broadcastChannelFor(instanceId) });
        if (cancelled) {
          result.sync.dispose();
          return;
        }
        opened = result;
        setSession({ key, value: { status: 'ready', opened: result } });
      } catch (error) {
        if (cancelled) return;
        const failure = error instanceof ExamUnavailableError ? error : new ExamUnavailableError('failed', error);
        setSession({ key, value: { status: 'failed', error: failure, retry } });
      }
    })();
    return () => {
      cancelled = true;
      opened?.sync.dispose();
    };
  }, [instanceId, dispatch, key, retry]);

  return session.key === key ? session.value : { status: 'loading' };
}

/**
 * How often an open exam asks the server for the instance again, also while nothing is typed: a deadline a teacher
 * extended, a submit by the server or another tab, the time on the server's clock.
 */
export const INSTANCE_REFRESH_MS = 120_000;

/** The sync's state, and the browser's events that move it: connection, focus, a tab shown again. */
export function useSyncState(sync: AnswerSync): SyncSnapshot {
  useEffect(() => {
    const timer = setInterval(() => {
      if (navigator.onLine !== false) void sync.refresh();
    }, INSTANCE_REFRESH_MS);
    const connectivity = () => sync.connectivityChanged();
    const wake = () => {
      if (document.visibilityState === 'hidden') return;
      void sync.reloadFromStore().then(() => sync.retryNow());
    };
    window.addEventListener('online', connectivity);
    window.addEventListener('offline', connectivity);
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', wake);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', connectivity);
      window.removeEventListener('offline', connectivity);
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', wake);
    };
  }, [sync]);
  return useSyncExternalStore(sync.subscribe, sync.getSnapshot);
}

/**
 * The server's time, ticking every second. When the computer's clock jumps against the monotonic one (changed by
 * hand, or the computer slept), the server is asked for the time again.
 */
export function useServerNow(sync: AnswerSync): number {
  const [now, setNow] = useState(() => sync.serverNow());
  useEffect(() => {
    let last = { wall: browserTime.wall(), mono: browserTime.mono() };
    const timer = setInterval(() => {
      const reading = { wall: browserTime.wall(), mono: browserTime.mono() };
      if (clockJumped(last, reading)) void sync.refresh();
      last = reading;
      setNow(sync.serverNow());
    }, 1000);
    return () => clearInterval(timer);
  }, [sync]);
  return now;
}
