import { matchPath } from 'react-router-dom';

export const LOGIN_PATH = '/auth/login';

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

export type GuardDecision = { kind: 'allow' } | { kind: 'login'; landingUrl: string };

export interface GuardUser {
  signedIn: boolean;
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
  return { kind: 'allow' };
}
