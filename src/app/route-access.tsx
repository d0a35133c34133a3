import { lazy } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { selectRoleName } from '../core/auth/auth-slice';
import { can, type AbilityName } from '../lib/access';
import { useAppSelector } from '../core/hooks';

// Shown rarely, with antd's Result and its illustration: loaded when needed.
const AccessDeniedPage = lazy(() => import('./pages/access-denied-page'));

/** Route `handle`: who may see the route (deny by default: a route without one is for staff). */
export interface RouteHandle {
  /** The not-found route: an unknown path is not a page to protect, so the guard lets it through. */
  unguarded?: boolean;
  ability?: AbilityName;
}

export const DEFAULT_ROUTE_ABILITY: AbilityName = 'useStaffShell';

/** The ability the current route needs: the deepest route that names one decides. */
export function useRouteAbility(): AbilityName {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const ability = (matches[i].handle as RouteHandle | undefined)?.ability;
    if (ability) return ability;
  }
  return DEFAULT_ROUTE_ABILITY;
}

/**
 * A layout's outlet: the page when the signed-in role may see it, else a page that says who it is for. The page
 * is not mounted for anyone else, so it makes no request the server would refuse.
 */
export function GuardedOutlet() {
  const roleName = useAppSelector(selectRoleName);
  const ability = useRouteAbility();
  return can(roleName, ability) ? <Outlet /> : <AccessDeniedPage ability={ability} />;
}
