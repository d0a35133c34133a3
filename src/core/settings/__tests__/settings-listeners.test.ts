import { REHYDRATE } from 'redux-persist';
import { registerNavigator } from '../../navigation';
import { setupStore } from '../../store';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { preloaded, signedInState, teacherUser } from '../../../test/store-state';
import { selectAlerts } from '../../alerts/alerts-slice';
import { sessionResumed, signedIn } from '../../auth/auth-slice';
import { appApi } from '../../../api/app-api';
import { selectAllAcademicYears, selectCourses, selectCurrentCourse } from '../../course-context';
import { chooseAcademicYearId, chooseCourseId, SETTINGS_SAVE_DELAY_MS } from '../settings-listeners';
import { settingsActions } from '../settings-slice';

const { darkModeSet, fontSizeSet, markWhitespaceSet, currentCourseSet, currentAcademicYearSet } = settingsActions;

let navigate: jest.Mock;
let path = '/';

beforeEach(() => {
  jest.useFakeTimers();
  server.use(http.put(apiUrl('/user/settings'), () => ok()));
  navigate = jest.fn();
  path = '/';
  registerNavigator(navigate, () => path);
});
afterEach(() => {
  jest.useRealTimers();
});

const settle = async (ms = SETTINGS_SAVE_DELAY_MS) => {
  await jest.advanceTimersByTimeAsync(ms);
};

describe('settings sync', () => {
  it('PUTs the settings payload with the auth and context headers 300 ms after a change', async () => {
    const store = setupStore(signedInState({ currCourseId: 4, currAcademicYearId: 9 }));
    store.dispatch(darkModeSet(true));
    await settle(SETTINGS_SAVE_DELAY_MS - 1);
    expect(sentRequests('PUT /user/settings')).toHaveLength(0);
    await settle(1);
    const [put] = sentRequests('PUT /user/settings');
    expect(put.body).toEqual({
      username: 'teacher',
      currCourseId: 4,
      currAcademicYearId: 9,
      markWhitespace: false,
      showQuestionHeader: false,
      theme: {
        activeDarkTheme: 'default-dark', activeLightTheme: 'default', fontFamily: 'Poppins', fontSize: '16px',
        darkModeActive: true, codeMirrorTheme: 'Solarized Dark',
      },
      dictFormButtonsPosition: {},
    });
    expect(put.headers.get('authorization')).toBe('Bearer token-123');
    expect(put.headers.get('x-csrf-token')).toBe('csrf-456');
    expect(put.headers.get('context-course-id')).toBe('4');
    expect(put.headers.get('context-academic-year-id')).toBe('9');
  });

  it('debounces: a burst of changes is saved once, with the last state', async () => {
    const store = setupStore(signedInState());
    store.dispatch(darkModeSet(true));
    await settle(200);
    store.dispatch(fontSizeSet('18px'));
    await settle(200);
    store.dispatch(markWhitespaceSet(true));
    await settle();
    const puts = sentRequests('PUT /user/settings');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toMatchObject({ markWhitespace: true, theme: { darkModeActive: true, fontSize: '18px' } });
  });

  it('does not save on rehydration from local storage', async () => {
    const store = setupStore(signedInState());
    store.dispatch({
      type: REHYDRATE,
      key: 'settings',
      payload: { ...store.getState().settings, markWhitespace: true },
    });
    expect(store.getState().settings.markWhitespace).toBe(true);
    await settle(1000);
    expect(sentRequests('PUT /user/settings')).toHaveLength(0);
  });

  it('does not save when signed out', async () => {
    const store = setupStore(preloaded());
    store.dispatch(darkModeSet(true));
    await settle(1000);
    expect(sentRequests('PUT /user/settings')).toHaveLength(0);
  });

  it('skips a payload identical to the last one saved', async () => {
    const store = setupStore(signedInState());
    store.dispatch(darkModeSet(true));
    await settle();
    store.dispatch(darkModeSet(false));
    await settle();
    store.dispatch(darkModeSet(true));
    await settle();
    expect(sentRequests('PUT /user/settings')).toHaveLength(3);
    // A local-only change (hidden table columns) leaves the payload as it was.
    store.dispatch(settingsActions.tableColumnsSet({ tableKey: 'people', hidden: ['email'] }));
    await settle();
    expect(sentRequests('PUT /user/settings')).toHaveLength(3);
  });

  it('saves nothing on a reload whose settings the server already holds, and only a real change after it', async () => {
    server.use(
      http.get(apiUrl('/courses'), () => ok([{ id: 4, courseName: 'A', courseAcronym: 'A' }])),
      http.get(apiUrl('/academic-years'), () => ok([])),
    );
    // The first store saves a change and is "closed"; its persisted settings start the second (a reload).
    const first = setupStore(signedInState({ currCourseId: 4 }));
    first.dispatch(darkModeSet(true));
    await settle();
    expect(sentRequests('PUT /user/settings')).toHaveLength(1);
    const reloaded = setupStore(preloaded({ auth: first.getState().auth, settings: first.getState().settings }));
    reloaded.dispatch(sessionResumed());
    await settle(1000);
    expect(sentRequests('GET /courses')).toHaveLength(1);
    expect(sentRequests('PUT /user/settings')).toHaveLength(1);
    reloaded.dispatch(fontSizeSet('18px'));
    await settle();
    expect(sentRequests('PUT /user/settings')).toHaveLength(2);
  });

  it("warns 'Error saving settings' (and nothing else) when the save fails", async () => {
    server.use(http.put(apiUrl('/user/settings'), () => apiError(500, 'INTERNAL', 'db down')));
    const store = setupStore(signedInState());
    store.dispatch(darkModeSet(true));
    await settle();
    expect(selectAlerts(store.getState()).map((a) => [a.kind, a.message])).toEqual([['warning', 'Error saving settings']]);
  });
});

describe('after sign-in', () => {
  const courses = [
    { id: 3, courseName: 'Algorithms', courseAcronym: 'ALG' },
    { id: 5, courseName: 'Databases', courseAcronym: 'DB' },
  ];
  const years = [
    { id: 12, title: '2026/2027', startDate: '2026-10-01', endDate: '2027-09-30', isCurrent: false },
    { id: 11, title: '2025/2026', startDate: '2025-10-01', endDate: '2026-09-30', isCurrent: true },
  ];
  const login = { user: teacherUser, token: 'token-123', csrfToken: 'csrf-456', expiresAt: '2099-01-01T00:00:00Z' };

  it('loads the saved settings, the courses and years, and keeps a saved context that is still valid', async () => {
    const saved = {
      username: 'teacher', currCourseId: 5, currAcademicYearId: 12, markWhitespace: true, showQuestionHeader: true,
      theme: { activeDarkTheme: 'neon-night', activeLightTheme: 'quasarish', fontFamily: 'Roboto', fontSize: '18px',
        darkModeActive: true, codeMirrorTheme: 'Nord' },
      dictFormButtonsPosition: { exam: 'top-right' as const },
    };
    server.use(
      http.get(apiUrl('/user/settings'), () => ok(saved)),
      http.get(apiUrl('/courses'), () => ok(courses)),
      http.get(apiUrl('/academic-years'), () => ok(years)),
    );
    const store = setupStore(preloaded({ settings: { username: 'teacher' } }));
    store.dispatch(signedIn(login));
    await settle(1000);
    expect(store.getState().settings).toMatchObject(saved);
    // The lists stay in the API cache, where the header reads them.
    expect(selectCourses(store.getState())).toEqual(courses);
    expect(selectAllAcademicYears(store.getState())).toEqual(years);
    // What was just loaded from the server is not sent back.
    expect(sentRequests('PUT /user/settings')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('falls back to the first course and the current year, and saves that choice', async () => {
    server.use(
      http.get(apiUrl('/user/settings'), () => ok(null)),
      http.get(apiUrl('/courses'), () => ok(courses)),
      http.get(apiUrl('/academic-years'), () => ok(years)),
    );
    path = '/fullscreen/test-generate/4';
    const store = setupStore(preloaded({ settings: { username: 'teacher', currCourseId: 99, currAcademicYearId: 98 } }));
    store.dispatch(signedIn(login));
    await settle(1000);
    expect(store.getState().settings).toMatchObject({ currCourseId: 3, currAcademicYearId: 11 });
    const puts = sentRequests('PUT /user/settings');
    expect(puts).toHaveLength(1);
    expect(puts[0].body).toMatchObject({ currCourseId: 3, currAcademicYearId: 11 });
  });

  it('signs a student in without the staff lists: their settings only, no courses or years', async () => {
    server.use(http.get(apiUrl('/user/settings'), () => ok(null)));
    const store = setupStore(preloaded());
    store.dispatch(signedIn({ ...login, user: { ...teacherUser, dbUser: { ...teacherUser.dbUser, roleName: 'Student' } } }));
    await settle(1000);
    expect(sentRequests('GET /user/settings')).toHaveLength(1);
    expect(sentRequests('GET /courses')).toHaveLength(0);
    expect(sentRequests('GET /academic-years')).toHaveLength(0);
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it('starts another user from no context, so the previous user’s course is not sent', async () => {
    server.use(
      http.get(apiUrl('/user/settings'), () => ok(null)),
      http.get(apiUrl('/courses'), () => ok(courses)),
      http.get(apiUrl('/academic-years'), () => ok(years)),
    );
    const store = setupStore(preloaded({ settings: { username: 'someone-else', currCourseId: 42, currAcademicYearId: 41 } }));
    store.dispatch(signedIn(login));
    await settle(1000);
    const [first] = sentRequests('GET /user/settings');
    expect(first.headers.get('context-course-id')).toBeNull();
    expect(store.getState().settings).toMatchObject({ username: 'teacher', currCourseId: 3, currAcademicYearId: 11 });
  });
});

describe('context change', () => {
  it('resets the API cache so queries refetch with the new context, keeping the lists the context is chosen from', async () => {
    const courses = [{ id: 3, courseName: 'Algorithms', courseAcronym: 'ALG' }, { id: 5, courseName: 'Databases', courseAcronym: 'DB' }];
    server.use(
      http.get(apiUrl('/courses'), () => ok(courses)),
      http.get(apiUrl('/academic-years'), () => ok([])),
      http.get(apiUrl('/user/settings'), () => ok(null)),
    );
    const store = setupStore(signedInState({ currCourseId: 3 }));
    await store.dispatch(appApi.endpoints.listCourses.initiate());
    await store.dispatch(appApi.endpoints.listAcademicYears.initiate());
    await store.dispatch(appApi.endpoints.getUserSettings.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(3);
    store.dispatch(currentCourseSet(5));
    expect(Object.keys(store.getState().api.queries).sort()).toEqual(['listAcademicYears(undefined)', 'listCourses(undefined)']);
    expect(selectCourses(store.getState())).toEqual(courses);
    expect(selectCurrentCourse(store.getState()).courseAcronym).toBe('DB');
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['/fullscreen/test-generate/8', true],
    ['/fullscreen/exam-instance/preview/8', true],
    ['/admin/online-users', true],
    ['/exam/edit/8', false],
  ])('on %s goes home: %s', (current, goesHome) => {
    path = current;
    const store = setupStore(signedInState({ currCourseId: 3, currAcademicYearId: 11 }));
    store.dispatch(currentAcademicYearSet(12));
    if (goesHome) expect(navigate).toHaveBeenCalledWith('/', undefined);
    else expect(navigate).not.toHaveBeenCalled();
  });

  it('does nothing when the value does not change', () => {
    path = '/admin/online-users';
    const store = setupStore(signedInState({ currCourseId: 3 }));
    store.dispatch(currentCourseSet(3));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('choosing the context', () => {
  const y = (id: number, isCurrent = false) => ({ id, title: String(id), startDate: '', endDate: '', isCurrent, hasExams: false, hasEnrolments: false });
  it('keeps a valid saved course, else the first, else 0', () => {
    const list = [{ id: 1, courseName: '', courseAcronym: '' }, { id: 2, courseName: '', courseAcronym: '' }];
    expect(chooseCourseId(list, 2)).toBe(2);
    expect(chooseCourseId(list, 9)).toBe(1);
    expect(chooseCourseId([], 9)).toBe(0);
  });
  it('keeps a valid saved year, else the current one, else the first, else 0', () => {
    expect(chooseAcademicYearId([y(1), y(2, true)], 1)).toBe(1);
    expect(chooseAcademicYearId([y(1), y(2, true)], 7)).toBe(2);
    expect(chooseAcademicYearId([y(1), y(2)], 7)).toBe(1);
    expect(chooseAcademicYearId([], 7)).toBe(0);
  });
});
