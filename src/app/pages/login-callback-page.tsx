import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Spin, Typography } from 'antd';
import { useT } from '../../i18n';
import { apiUrl, browserLocation } from '../../lib/browser';

export type LoginProvider = 'google' | 'aai';

/** The identity provider returns here; the API completes the sign-in, so the browser goes on with the same query. */
export function loginCallbackTarget(provider: LoginProvider, search: string) {
  return apiUrl(`/auth/callback/${provider}${search}`);
}

export default function LoginCallbackPage({ provider }: { provider: LoginProvider }) {
  const t = useT();
  const { search } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // replace, not assign: the one-time code in this URL must not stay in the history.
    browserLocation.replace(loginCallbackTarget(provider, search));
  }, [provider, search]);
  return (
    <div style={{ display: 'grid', placeItems: 'center', gap: 12, minHeight: 160 }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{t('callback.working')}</Typography.Text>
    </div>
  );
}
