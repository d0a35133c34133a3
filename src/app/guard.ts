import { matchPath } from 'react-router-dom';
import { routePatterns as r } from '../config/paths';

// docs/requirements.md#routes-and-navigation "Navigation guard": the only routes reachable without signing in.
const PUBLIC_PATTERNS = [
  r.login,
  r.loginCallbackGoogle,
  r.loginCallbackAai,
  r.loginFail,
  r.loginSuccess,
  r.legacyLogin,
  r.logout,
  r.byeBye,
  r.stalkArea,
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
