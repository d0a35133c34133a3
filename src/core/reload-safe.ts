import { matchPath } from 'react-router-dom';
import { routePatterns } from '../config/paths';

// docs/requirements.md#routes-and-navigation "Other rules": most pages simply refetch when the course or academic year changes. These show data
// of one specific item of the old context, so a context change leaves them for the home page.
export const RELOAD_UNSAFE_ROUTES = [routePatterns.testGenerate, routePatterns.instancePreview, routePatterns.adminOnlineUsers];

/** Whether the page at `path` can stay open (and refetch) when the course or academic year changes. */
export function isReloadSafe(path: string): boolean {
  return !RELOAD_UNSAFE_ROUTES.some((pattern) => matchPath({ path: pattern, end: false }, path) !== null);
}
