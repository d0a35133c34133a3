import { useEffect, useRef } from 'react';
import { Spin, Typography } from 'antd';
import { loggedOut } from '../../core/auth/auth-slice';
import { useT } from '../../i18n';
import { apiUrl, browserLocation } from '../../lib/browser';
import { useAppDispatch } from '../../core/hooks';

/** Clears the user info, then lets the API revoke the session; it redirects to /bye-bye. */
export default function LogoutPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  // Strict mode runs effects twice in development; the browser must be sent away once.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    dispatch(loggedOut());
    browserLocation.assign(apiUrl('/auth/logout'));
  }, [dispatch]);
  return (
    <div style={{ display: 'grid', placeItems: 'center', gap: 12, minHeight: 160 }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{t('logout.working')}</Typography.Text>
    </div>
  );
}
