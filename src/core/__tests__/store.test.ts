import { signedIn } from '../auth/auth-slice';
import { settingsActions } from '../settings/settings-slice';
import { SETTINGS_PERSIST_VERSION, setupPersistor, setupStore, type AppStore } from '../store';
import { delay, http } from 'msw';
import { apiUrl, ok, sentRequests, server } from '../../test/api-server';
import { preloaded, signedInState, teacherUser } from '../../test/store-state';

afterEach(() => localStorage.clear());

/** redux-persist's stored form: every field as JSON, inside a JSON object. */
const stored = (state: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)])));

async function rehydrated(store: AppStore) {
  const persistor = setupPersistor(store);
  await new Promise<void>((resolve) => {
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
  return persistor;
}

describe('persisted settings', () => {
  it('load from before the lists left them: the ids and preferences stay, the lists go', async () => {
    localStorage.setItem('persist:settings', stored({
      username: 'teacher', currCourseId: 5, currAcademicYearId: 12, markWhitespace: true,
      courses: [{ id: 5, courseName: 'Databases', courseAcronym: 'DB' }],
      academicYears: [{ id: 12, title: '2026/2027', startDate: '', endDate: '', isCurrent: true }],
      maxAcademicYears: 10, _persist: { version: -1, rehydrated: true },
    }));
    const store = setupStore();
    const persistor = await rehydrated(store);
    const { settings } = store.getState();
    expect(settings).toMatchObject({ username: 'teacher', currCourseId: 5, currAcademicYearId: 12, markWhitespace: true });
    expect(settings).not.toHaveProperty('courses');
    expect(settings).not.toHaveProperty('academicYears');

    store.dispatch(settingsActions.fontSizeSet('18px'));
    await persistor.flush();
    const saved = JSON.parse(localStorage.getItem('persist:settings') ?? '{}') as Record<string, string>;
    expect(saved).not.toHaveProperty('courses');
    expect(JSON.parse(saved._persist)).toMatchObject({ version: SETTINGS_PERSIST_VERSION });
    persistor.pause();
  });
});

describe('listeners', () => {
  it('belong to their store: one store waiting for its sign-in does not hold back another’s saving', async () => {
    server.use(
      http.get(apiUrl('/user/settings'), async () => {
        await delay(600);
        return ok(null);
      }),
      http.put(apiUrl('/user/settings'), () => ok()),
    );
    try {
      const signingIn = setupStore(preloaded({ settings: { username: 'teacher' } }));
      const other = setupStore(signedInState());
      // A student: no course lists, only the saved settings, which take 600 ms to come.
      const student = { ...teacherUser, dbUser: { ...teacherUser.dbUser, roleName: 'Student' } };
      signingIn.dispatch(signedIn({ user: student, token: 't', csrfToken: 'c', expiresAt: '2099-01-01T00:00:00Z' }));
      other.dispatch(settingsActions.darkModeSet(true));
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(sentRequests('PUT /user/settings').map((put) => (put.body as { theme: { darkModeActive: boolean } }).theme.darkModeActive))
        .toEqual([true]);
      await new Promise((resolve) => setTimeout(resolve, 600));
    } finally {
    }
  });
});
