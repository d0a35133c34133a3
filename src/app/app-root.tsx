import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { paths } from '../config/paths';
import { alertsCleared } from '../core/alerts/alerts-slice';
import { landingUrlSet, selectIsSignedIn } from '../core/auth/auth-slice';
import { useAppDispatch, useAppSelector } from '../core/hooks';
import { decideNavigation } from './guard';
import { registerNavigator } from '../core/navigation';
import type { RouteHandle } from './route-access';

/**
 * The root of every route: connects the router to non-React code, clears alerts on navigation and applies the
 * navigation guard before any layout renders.
 */
export function AppRoot() {
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  // A new language re-mounts the pages, so that every string (also those read outside a hook) is drawn anew.
  const { i18n } = useTranslation();

  const pathRef = useRef(location.pathname);
  useEffect(() => {
    pathRef.current = location.pathname;
  }, [location.pathname]);

  // Programmatic navigations (the 401 handler, the context-change listener, the guard's redirect) are often
  // followed at once by an alert that explains them, dispatched before the router commits the new location.
  // They clear the old alerts when they start and mark the coming location change as already handled, so that
  // explaining alert survives; every other location change clears the alerts when it lands.
  const skipNextClear = useRef(false);

  useEffect(() => {
    registerNavigator(
      (to, options) => {
        dispatch(alertsCleared());
        skipNextClear.current = true;
        void navigate(to, options);
      },
      () => pathRef.current,
    );
  }, [dispatch, navigate]);

  const firstLocation = useRef(true);
  useLayoutEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    if (skipNextClear.current) skipNextClear.current = false;
    else dispatch(alertsCleared());
  }, [dispatch, location.key]);

  const unguarded = matches.some((match) => (match.handle as RouteHandle | undefined)?.unguarded);
  const decision = unguarded ? { kind: 'allow' as const } : decideNavigation(location, { signedIn });
  const landingUrl = decision.kind === 'login' ? decision.landingUrl : null;

  useEffect(() => {
    if (landingUrl === null) return;
    dispatch(landingUrlSet(landingUrl));
    skipNextClear.current = true;
    void navigate(paths.login, { replace: true });
  }, [landingUrl, dispatch, navigate]);

  if (decision.kind === 'login') return null;
  return (
    <Suspense key={i18n.language} fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}
