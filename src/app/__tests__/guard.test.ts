import { decideNavigation, isPublicPath } from '../guard';
import { authSlice, initialAuthState, landingUrlSet } from '../../core/auth/auth-slice';

const signedOut = { signedIn: false };
const signedIn = { signedIn: true };

describe('navigation guard', () => {
  it.each([
    '/auth/login', '/auth/callback/google', '/auth/callback/aai', '/auth/login-fail', '/auth/login-success',
    '/login', '/logout', '/bye-bye', '/stalk/DB/MID-1', '/stalk',
  ])('lets a signed-out visitor open %s', (pathname) => {
    expect(isPublicPath(pathname)).toBe(true);
    expect(decideNavigation({ pathname, search: '' }, signedOut)).toEqual({ kind: 'allow' });
  });

  it.each(['/', '/settings', '/exam/list', '/admin/users', '/fullscreen/test-generate/4', '/auth', '/auth/callback/github'])(
    'sends a signed-out visit of %s to the login page',
    (pathname) => {
      expect(isPublicPath(pathname)).toBe(false);
      expect(decideNavigation({ pathname, search: '' }, signedOut).kind).toBe('login');
    },
  );

  it('remembers the path and the query string as the landing URL', () => {
    expect(decideNavigation({ pathname: '/exam/edit/12', search: '?tab=parts' }, signedOut))
      .toEqual({ kind: 'login', landingUrl: '/exam/edit/12?tab=parts' });
  });

  it('falls back to / when the landing URL contains "auth"', () => {
    const decision = decideNavigation({ pathname: '/auth', search: '' }, signedOut);
    expect(decision).toEqual({ kind: 'login', landingUrl: '/auth' });
    const state = authSlice.reducer(initialAuthState, landingUrlSet(decision.kind === 'login' ? decision.landingUrl : ''));
    expect(state.landingUrl).toBe('/');
    expect(authSlice.reducer(initialAuthState, landingUrlSet('/question/list?page=2')).landingUrl).toBe('/question/list?page=2');
    // The rule is the spec's plain substring test: any URL with "auth" in it lands on /.
    expect(authSlice.reducer(initialAuthState, landingUrlSet('/question/list?author=1')).landingUrl).toBe('/');
  });

  it('lets a signed-in user through; what the role may see is the layouts\' (route-access) decision', () => {
    for (const pathname of ['/', '/admin/users', '/fullscreen/exam-instance/preview/3', '/auth', '/stalk/DB/MID']) {
      expect(decideNavigation({ pathname }, signedIn)).toEqual({ kind: 'allow' });
    }
  });
});
