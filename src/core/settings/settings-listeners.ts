import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { appApi } from '../../api/app-api';
import type { AcademicYear, Course } from '../../api/generated/exam-api';
import { isUnauthorized } from '../../api/errors';
import type { AppStartListening } from '../listener-middleware';
import { paths } from '../../config/paths';
import { t } from '../../i18n';
import { isStaff } from '../../lib/access';
import { alertShown } from '../alerts/alerts-slice';
import { selectIsSignedIn, selectRoleName, sessionResumed, signedIn } from '../auth/auth-slice';
import { selectAcademicYearsResult, selectCoursesResult } from '../course-context';
import { getCurrentPath, navigateTo } from '../navigation';
import { isReloadSafe } from '../reload-safe';
import { selectSettingsPayload, settingsActions } from './settings-slice';

/** docs/requirements.md#calls: settings are PUT this long after the last change (changes in between restart the wait). */
export const SETTINGS_SAVE_DELAY_MS = 300;

/** Asks the sync listener to save now if the settings differ from what the server last confirmed. */
export const settingsSyncRequested = createAction('settings/syncRequested');

const { currentCourseSet, currentAcademicYearSet, serverSettingsLoaded, settingsSaved } = settingsActions;

/** JSON with sorted keys, so that the same settings compare equal whatever order their keys were set in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Keeps the saved course if the user still has it, else the first course (0 when there is none). */
export function chooseCourseId(courses: Course[], savedId: number): number {
  if (courses.some((course) => course.id === savedId)) return savedId;
  return courses[0]?.id ?? 0;
}

/** Keeps the saved year if offered, else the current one, else the first (0 when there is none). */
export function chooseAcademicYearId(years: AcademicYear[], savedId: number): number {
  if (years.some((year) => year.id === savedId)) return savedId;
  return (years.find((year) => year.isCurrent) ?? years[0])?.id ?? 0;
}

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/**
 * The courses and years the user may use now (into the RTK Query cache, where the header reads them), and a current
 * course and year chosen among them. Staff only: a student has no context and never asks for these lists.
 */
async function refreshContextLists(api: ListenerApi) {
  if (!isStaff(selectRoleName(api.getState()))) return;
  const [courses, years] = await Promise.all([
    api.dispatch(appApi.endpoints.listCourses.initiate(undefined, { subscribe: false, forceRefetch: true })),
    api.dispatch(appApi.endpoints.listAcademicYears.initiate(undefined, { subscribe: false, forceRefetch: true })),
  ]);
  if (!selectIsSignedIn(api.getState())) return;
  if (courses.data) {
    const { currCourseId } = api.getState().settings;
    const courseId = chooseCourseId(courses.data.data, currCourseId);
    if (courseId !== currCourseId) api.dispatch(currentCourseSet(courseId));
  }
  if (years.data) {
    const { currAcademicYearId } = api.getState().settings;
    const yearId = chooseAcademicYearId(years.data.data, currAcademicYearId);
    if (yearId !== currAcademicYearId) api.dispatch(currentAcademicYearSet(yearId));
  }
}

export function registerSettingsListeners(startAppListening: AppStartListening) {
  // Whether the settings may be saved yet (this store's; each store registers its own listeners). Right after
  // sign-in the server's settings are loaded first; saving before that would overwrite them with whatever this
  // browser happened to hold. What the server last confirmed is kept in the (persisted) settings, so a reload
  // saves nothing that did not change.
  const sync = { ready: true };

  // docs/requirements.md#calls / CONVENTIONS: any deep change of the settings (but not their rehydration from local storage) is
  // saved as a whole object, debounced, only while signed in, and not when the server already has it.
  startAppListening({
    predicate: (action, current, previous) =>
      action.type !== REHYDRATE &&
      selectIsSignedIn(current) &&
      (current.settings !== previous.settings || settingsSyncRequested.match(action)),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(SETTINGS_SAVE_DELAY_MS);
      const state = api.getState();
      if (!sync.ready || !selectIsSignedIn(state)) return;
      const payload = selectSettingsPayload(state);
      const json = stableJson(payload);
      if (json === state.settings.savedPayload) return;
      const result = await api.dispatch(appApi.endpoints.saveUserSettings.initiate({ userSettings: payload }));
      if ('error' in result) {
        // A 401 already ended the session with its own warning.
        if (!isUnauthorized(result.error)) api.dispatch(alertShown('warning', t('errors.savingSettings')));
        return;
      }
      api.dispatch(settingsSaved(json));
    },
  });

  // After sign-in: the user's saved settings, then the courses and years to choose the current context from.
  startAppListening({
    actionCreator: signedIn,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      sync.ready = false;
      try {
        const saved = await api.dispatch(
          appApi.endpoints.getUserSettings.initiate(undefined, { subscribe: false, forceRefetch: true }),
        );
        const serverSettings = saved.data?.data;
        if (serverSettings) {
          api.dispatch(serverSettingsLoaded(serverSettings));
          // What the server holds is saved already; the sync below saves only what this browser adds to it.
          api.dispatch(settingsSaved(stableJson(serverSettings)));
        }
        await refreshContextLists(api);
      } finally {
        sync.ready = true;
        api.dispatch(settingsSyncRequested());
      }
    },
  });

  // A reopened app: the user's courses and years may have changed since the context was chosen.
  startAppListening({
    actionCreator: sessionResumed,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await refreshContextLists(api);
    },
  });

  // docs/requirements.md#session-and-alerts: the current course and year are the context of every call. A new context refetches everything but
  // the lists the context is chosen from, which do not depend on it (kept, so the header does not blank while the
  // page refetches); a page that shows one item of the old context leaves for the home page. Choosing the first
  // context after sign-in (from "none") is not a switch, so the landing page stays.
  startAppListening({
    predicate: (action, current, previous) =>
      isAnyOf(currentCourseSet, currentAcademicYearSet)(action) &&
      (current.settings.currCourseId !== previous.settings.currCourseId ||
        current.settings.currAcademicYearId !== previous.settings.currAcademicYearId),
    effect: (action, api) => {
      const previous = api.getOriginalState().settings;
      const previousId = currentCourseSet.match(action) ? previous.currCourseId : previous.currAcademicYearId;
      const courses = selectCoursesResult(api.getState()).data;
      const years = selectAcademicYearsResult(api.getState()).data;
      api.dispatch(appApi.util.resetApiState());
      if (courses) api.dispatch(appApi.util.upsertQueryEntries([{ endpointName: 'listCourses', arg: undefined, value: courses }]));
      if (years) api.dispatch(appApi.util.upsertQueryEntries([{ endpointName: 'listAcademicYears', arg: undefined, value: years }]));
      if (previousId !== 0 && !isReloadSafe(getCurrentPath())) navigateTo(paths.home);
    },
  });
}
