import { matchPath } from 'react-router-dom';

export const LOGIN_PATH = '/auth/login';
export const STUDENT_ROLE = 'Student';

// Spec §2 "Navigation guard": the only routes reachable without signing in.
const PUBLIC_PATTERNS = [
  '/auth/login',
  '/auth/callback/google',
  '/auth/callback/aai',
  '/auth/login-fail',
  '/auth/login-success',
  '/login',
  '/logout',
  '/bye-bye',
  '/stalk/*',
];

// Pages of the sign-in flow that a signed-in student may still see; every other guarded page is staff-only
// until the student side exists.
const AUTH_FLOW_PATTERNS = ['/auth', '/auth/*'];

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login'; landingUrl: string }
  | { kind: 'staff-only' };

export interface GuardUser {
  signedIn: boolean;
  roleName: string | null;
}

function matchesAny(patterns: string[], pathname: string) {
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

export function isPublicPath(pathname: string) {
  return matchesAny(PUBLIC_PATTERNS, pathname);
}

/**
 * What the guard does with a visit to `location`. Unknown paths are not routes, so they are left to the
 * not-found page (decided by the router, not here). The landing URL is the path plus the query string; the auth
 * slice's landingUrlSet turns one containing "auth" into "/".
 */
export function decideNavigation(location: { pathname: string; search?: string }, user: GuardUser): GuardDecision {
  if (isPublicPath(location.pathname)) return { kind: 'allow' };
  if (!user.signedIn) return { kind: 'login', landingUrl: `${location.pathname}${location.search ?? ''}` };
  if (user.roleName === STUDENT_ROLE && !matchesAny(AUTH_FLOW_PATTERNS, location.pathname)) return { kind: 'staff-only' };
  return { kind: 'allow' };
}
