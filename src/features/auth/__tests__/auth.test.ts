import { persistStore } from 'redux-persist';
import { examApi } from '../../../api/exam-api';
import { setupStore } from '../../../app/store';
import { fakeOk, installFakeApi } from '../../../test/fake-api';
import { signedInState, teacherUser } from '../../../test/store-state';
import { authSlice, initialAuthState, landingUrlSet, loggedOut, signedIn } from '../auth-slice';

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
    const api = installFakeApi({ 'GET /courses': fakeOk([]) });
    try {
      const store = setupStore(signedInState());
      localStorage.setItem('persist:auth', JSON.stringify({ user: JSON.stringify(teacherUser), token: '"token-123"' }));
      await store.dispatch(examApi.endpoints.listCourses.initiate());
      expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
      store.dispatch(loggedOut());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(localStorage.getItem('persist:auth')).toBeNull();
      expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
      expect(store.getState().auth.user).toBeNull();
    } finally {
      api.restore();
    }
  });

  it('leaves no signed-in user in storage once the app persists again', async () => {
    const api = installFakeApi({ 'GET /user/settings': fakeOk(null), 'GET /courses': fakeOk([]), 'GET /academic-years': fakeOk([]) });
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
    expect(localStorage.getItem('persist:auth') ?? '').not.toContain('secret-token');
    persistor.pause();
    api.restore();
  });
});
