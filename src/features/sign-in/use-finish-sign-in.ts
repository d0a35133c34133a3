import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { landingUrlSet, selectIsSignedIn, selectLandingUrl } from '../../core/auth/auth-slice';
import { paths } from '../../config/paths';

/** Once signed in, go where the visit was heading before it was sent to sign in, and forget that place. */
export function useFinishSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectIsSignedIn);
  const landingUrl = useAppSelector(selectLandingUrl);
  // Resetting the landing URL changes it again; the redirect must happen once, to the URL as it was.
  const finished = useRef(false);
  useEffect(() => {
    if (!signedIn || finished.current) return;
    finished.current = true;
    void navigate(landingUrl, { replace: true });
    dispatch(landingUrlSet(paths.home));
  }, [signedIn, landingUrl, dispatch, navigate]);
}
