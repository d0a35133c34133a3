import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export const LOGOUT_PATH = '/logout';

/**
 * Logging out goes through the /logout route: it leaves the guarded page before the user info is cleared (so the
 * guard does not remember that page as a landing URL), then hands over to the API, which revokes the session.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    void navigate(LOGOUT_PATH);
  }, [navigate]);
}
