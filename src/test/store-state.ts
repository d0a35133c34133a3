import type { CurrentUser } from '../api/generated/exam-api';
import { SETTINGS_PERSIST_VERSION, type RootState } from '../core/store';
import { initialAuthState, type AuthState } from '../core/auth/auth-slice';
import { initialSettingsState, type SettingsState } from '../core/settings/settings-slice';

// Preloaded states for tests that use the real store (setupStore). The persisted slices carry redux-persist's
// `_persist` marker as they do after rehydration.
const rehydrated = (version = -1) => ({ _persist: { version, rehydrated: true } });

export const teacherUser: CurrentUser = {
  username: 'teacher',
  dbUser: {
    id: 2, username: 'teacher', firstName: 'Tea', lastName: 'Cher', fullName: 'Tea Cher', email: 'teacher@example.org',
    roleName: 'Teacher', smallImageUrl: null, provider: 'local',
  },
};

export function signedInAuth(overrides: Partial<AuthState> = {}): AuthState {
  return {
    ...initialAuthState,
    user: teacherUser,
    token: 'token-123',
    csrfToken: 'csrf-456',
    expiresAt: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function preloaded(
  { auth, settings }: { auth?: Partial<AuthState>; settings?: Partial<SettingsState> } = {},
): Partial<RootState> {
  return {
    auth: { ...initialAuthState, ...auth, ...rehydrated() } as RootState['auth'],
    settings: { ...initialSettingsState, ...settings, ...rehydrated(SETTINGS_PERSIST_VERSION) } as RootState['settings'],
  };
}

export function signedInState(settings: Partial<SettingsState> = {}): Partial<RootState> {
  return preloaded({ auth: signedInAuth(), settings: { username: 'teacher', ...settings } });
}
