import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Result, Spin, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useExchangeLoginCodeMutation } from '../../api/session-api';
import { useAppDispatch } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { ButtonLink } from '../../components/button-link';
import { useT } from '../../i18n';
import { signedIn } from '../../core/auth/auth-slice';
import { useFinishSignIn } from './use-finish-sign-in';
import { paths } from '../../config/paths';

function BackToSignIn() {
  const t = useT();
  return (
    <ButtonLink to={paths.login} type="primary" icon={<LoginOutlined />}>{t('loginSuccess.back')}</ButtonLink>
  );
}

/** The API sends a provider sign-in here with a one-time code, exchanged for a session. */
export default function LoginSuccessPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const [exchange] = useExchangeLoginCodeMutation();
  const [failed, setFailed] = useState(false);
  useDocumentTitle(t('loginSuccess.title'));
  useFinishSignIn();

  // The code is good for one exchange only, and strict mode runs effects twice in development.
  const exchanged = useRef(false);
  useEffect(() => {
    if (!code || exchanged.current) return;
    exchanged.current = true;
    exchange({ exchangeLoginCodeRequest: { code } })
      .unwrap()
      .then((response) => dispatch(signedIn(response.data)))
      .catch(() => setFailed(true));
  }, [code, exchange, dispatch]);

  const failedTitle = <Typography.Title level={1} className="eh-result-title">{t('loginSuccess.failedTitle')}</Typography.Title>;
  if (!code) {
    return <Result status="warning" title={failedTitle} subTitle={t('loginSuccess.noCode')} extra={<BackToSignIn />} style={{ padding: 0 }} />;
  }
  if (failed) {
    return <Result status="error" title={failedTitle} subTitle={t('loginSuccess.failed')} extra={<BackToSignIn />} style={{ padding: 0 }} />;
  }
  return (
    <div style={{ display: 'grid', placeItems: 'center', gap: 12, minHeight: 160 }}>
      <h1 className="sr-only">{t('loginSuccess.title')}</h1>
      <Spin size="large" />
      <Typography.Text type="secondary">{t('loginSuccess.working')}</Typography.Text>
    </div>
  );
}
