import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '../../api/generated/exam-api';
import { paths } from '../../config/paths';
import { isStaff } from '../../lib/access';

/** docs/requirements.md#what-is-kept: the user record is persisted locally under the name `auth` (storage key `persist:auth`). */
export const AUTH_PERSIST_KEY = 'auth';

// Persisted under the key `auth` (docs/requirements.md#what-is-kept). Signed in when user info is held.
export interface AuthState {
  user: CurrentUser | null;
  token: string | null;
  csrfToken: string | null;
  expiresAt: string | null;
  landingUrl: string;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  csrfToken: null,
  expiresAt: null,
  landingUrl: paths.home,
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: CurrentUser; token: string; csrfToken: string; expiresAt: string }>) {
      state.user = action.payload.user;
      state.token = action.payload.token;
      state.csrfToken = action.payload.csrfToken;
      state.expiresAt = action.payload.expiresAt;
    },
    userRefreshed(state, action: PayloadAction<CurrentUser>) {
      state.user = action.payload;
    },
    /** Remembers where an unauthenticated visit was going; a URL containing "auth" falls back to /. */
    landingUrlSet(state, action: PayloadAction<string>) {
      state.landingUrl = action.payload.includes('auth') ? paths.home : action.payload;
    },
    /** Clears the user info; the persisted `auth` entry is removed by the auth listener. */
    loggedOut(state) {
      state.user = null;
      state.token = null;
      state.csrfToken = null;
      state.expiresAt = null;
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectDbUser: (state) => state.user?.dbUser ?? null,
    selectIsSignedIn: (state) => state.user !== null,
    selectToken: (state) => state.token,
    selectCsrfToken: (state) => state.csrfToken,
    selectLandingUrl: (state) => state.landingUrl,
    selectRoleName: (state) => state.user?.dbUser.roleName ?? null,
    selectIsStaff: (state) => isStaff(state.user?.dbUser.roleName),
  },
});

/**
 * A signed-in user came back (the app was reloaded or reopened) and the server confirmed the session is still
 * valid; listeners refresh what may have changed meanwhile (courses, academic years).
 */
export const sessionResumed = createAction('auth/sessionResumed');

export const { signedIn, userRefreshed, landingUrlSet, loggedOut } = authSlice.actions;
export const {
  selectUser, selectDbUser, selectIsSignedIn, selectToken, selectCsrfToken, selectLandingUrl, selectRoleName, selectIsStaff,
} = authSlice.selectors;
