import { persistStore, REHYDRATE } from 'redux-persist';
import { appApi } from '../../../api/app-api';
import { setupStore } from '../../store';
import { http } from 'msw';
import { apiError, apiUrl, ok, sentRequests, server } from '../../../test/api-server';
import { preloaded, signedInAuth, signedInState, teacherUser } from '../../../test/store-state';
import { selectAlerts } from '../../alerts/alerts-slice';
import { selectCourses } from '../../course-context';
import { authSlice, initialAuthState, landingUrlSet, loggedOut, signedIn, userRefreshed } from '../auth-slice';

describe('auth slice', () => {
  const reduce = authSlice.reducer;

  it('remembers the landing URL, falling back to / when it contains auth', () => {
    expect(reduce(initialAuthState, landingUrlSet('/exam/edit/4')).landingUrl).toBe('/exam/edit/4');
    expect(reduce(initialAuthState, landingUrlSet('/auth/login-success')).landingUrl).toBe('/');
    expect(reduce(initialAuthState, landingUrlSet('/admin/authors')).landingUrl).toBe('/');
  });

  it('is signed in while user info is held', () => {
    const state = reduce(initialAuthState, signedIn({ user: teacherUser, token: 't', csrfToken: 'c', expiresAt: 'e' }));
    expect(authSlice.selectors.selectIsSignedIn({ auth: state })).toBe(true);
    const out = reduce(state, loggedOut());
    expect(out).toMatchObject({ user: null, token: null, csrfToken: null, expiresAt: null });
    expect(authSlice.selectors.selectIsSignedIn({ auth: out })).toBe(false);
  });
});

describe('logout', () => {
  afterEach(() => localStorage.clear());

  it('removes the persisted auth entry and the cached API data', async () => {
    server.use(http.get(apiUrl('/courses'), () => ok([])));
    try {
      const store = setupStore(signedInState());
      localStorage.setItem('persist:auth', JSON.stringify({ user: JSON.stringify(teacherUser), token: '"token-123"' }));
      await store.dispatch(appApi.endpoints.listCourses.initiate());
      expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
      store.dispatch(loggedOut());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(localStorage.getItem('persist:auth')).toBeNull();
      expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
      expect(store.getState().auth.user).toBeNull();
    } finally {
    }
  });

  it('leaves no signed-in user in storage once the app persists again', async () => {
    server.use(
      http.get(apiUrl('/user/settings'), () => ok(null)),
      http.get(apiUrl('/courses'), () => ok([])),
      http.get(apiUrl('/academic-years'), () => ok([])),
    );
    const store = setupStore();
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      const unsubscribe = persistor.subscribe(() => {
        if (persistor.getState().bootstrapped) {
          unsubscribe();
          resolve();
        }
      });
    });
    store.dispatch(signedIn({ user: teacherUser, token: 'secret-token', csrfToken: 'c', expiresAt: 'e' }));
    await persistor.flush();
    expect(localStorage.getItem('persist:auth')).toContain('secret-token');
    store.dispatch(loggedOut());
    await persistor.flush();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Removed, and not written back as an empty signed-out state.
    expect(localStorage.getItem('persist:auth')).toBeNull();
    // Later writes of the signed-out state keep it removed…
    store.dispatch(userRefreshed(teacherUser));
    store.dispatch(loggedOut());
    await persistor.flush();
    expect(localStorage.getItem('persist:auth')).toBeNull();
    // …until there is something to keep: a landing URL to return to, or the next sign-in.
    store.dispatch(landingUrlSet('/exam/list'));
    await persistor.flush();
    expect(JSON.parse(localStorage.getItem('persist:auth') ?? '{}').landingUrl).toBe('"/exam/list"');
    persistor.pause();
  });
});

describe('a reopened app with a stored sign-in', () => {
  const rehydrateAuth = (auth: object) => ({ type: REHYDRATE, key: 'auth', payload: { ...auth, _persist: { version: -1, rehydrated: true } } });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  afterEach(() => localStorage.clear());

  it('asks the server whose session it is; a revoked session logs out with the expiry warning', async () => {
    server.use(http.get(apiUrl('/auth/me'), () => apiError(401, 'UNAUTHENTICATED', 'Sign in first.')));
    try {
      const store = setupStore(preloaded());
      store.dispatch(rehydrateAuth(signedInAuth()));
      await settle();
      expect(sentRequests('GET /auth/me')[0].headers.get('authorization')).toBe('Bearer token-123');
      expect(store.getState().auth.user).toBeNull();
      expect(selectAlerts(store.getState()).map((a) => a.message)).toContain('Your session expired, please login again.');
    } finally {
    }
  });

  it('refreshes the user, then the courses and academic years, when the session is alive', async () => {
    const renamed = { ...teacherUser, dbUser: { ...teacherUser.dbUser, lastName: 'Renamed', fullName: 'Tea Renamed' } };
    server.use(
      http.get(apiUrl('/auth/me'), () => ok(renamed)),
      http.get(apiUrl('/courses'), () => ok([{ id: 7, courseName: 'Databases', courseAcronym: 'DB' }])),
      http.get(apiUrl('/academic-years'), () => ok([{ id: 3, title: '2026/2027', isCurrent: true }])),
      http.put(apiUrl('/user/settings'), () => ok()),
    );
    try {
      const store = setupStore(preloaded());
      store.dispatch(rehydrateAuth(signedInAuth()));
      await settle();
      expect(store.getState().auth.user?.dbUser.fullName).toBe('Tea Renamed');
      expect(selectCourses(store.getState()).map((c) => c.id)).toEqual([7]);
      expect(store.getState().settings.currCourseId).toBe(7);
      expect(store.getState().settings.currAcademicYearId).toBe(3);
    } finally {
    }
  });

  it('asks nothing when nobody is signed in', async () => {
    try {
      const store = setupStore(preloaded());
      store.dispatch(rehydrateAuth(initialAuthState));
      await settle();
      expect(sentRequests()).toHaveLength(0);
    } finally {
    }
  });
});
