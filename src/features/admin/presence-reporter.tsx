import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useReportPresenceMutation } from '../../api/session-api';
import { useAppSelector } from '../../core/hooks';
import { selectIsStaff } from '../../core/auth/auth-slice';

/** While signed in as staff, the page shown is reported again this often (the server forgets after 5 min). */
export const PRESENCE_INTERVAL_MS = 60_000;

/**
 * Reports the page the client shows (PUT /user/presence) on every navigation and every minute, for the online
 * users page. Mounted in the staff layout only, so auth and public pages are never reported. Failures are silent
 * (reportPresence is a self-handled endpoint of the base query).
 */
export function PresenceReporter() {
  const isStaff = useAppSelector(selectIsStaff);
  const { pathname } = useLocation();
  const [reportPresence] = useReportPresenceMutation();

  const report = useEffectEvent((route: string) => {
    void reportPresence({ presenceInput: { route: route.slice(0, 500) } });
  });

  useEffect(() => {
    if (!isStaff) return undefined;
    report(pathname);
    const timer = setInterval(() => report(pathname), PRESENCE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [isStaff, pathname]);

  return null;
}
