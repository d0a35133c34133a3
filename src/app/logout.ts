import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';

/**
 * Logging out goes through the /logout route: it leaves the guarded page before the user info is cleared (so the
 * guard does not remember that page as a landing URL), then hands over to the API, which revokes the session.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(paths.logout);
  }, [navigate]);
}
