import { useEffect } from 'react';
import { Result, Typography } from 'antd';
import { LoginOutlined, SmileOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { ButtonLink } from '../../components/button-link';
import { useT } from '../../i18n';
import { loggedOut, selectIsSignedIn } from '../../core/auth/auth-slice';
import { paths } from '../../config/paths';

/** Where the API sends the browser after revoking the session. */
export default function ByeByePage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  useDocumentTitle(t('byeBye.title'));

  // The session may have been ended by the API alone (a logout link in another tab); the local copy goes too.
  useEffect(() => {
    if (signedIn) dispatch(loggedOut());
  }, [signedIn, dispatch]);

  return (
    <Result
      icon={<SmileOutlined />}
      title={<Typography.Title level={1} className="eh-result-title">{t('byeBye.title')}</Typography.Title>}
      subTitle={t('byeBye.text')}
      extra={<ButtonLink to={paths.login} type="primary" icon={<LoginOutlined />}>{t('byeBye.signInAgain')}</ButtonLink>}
      style={{ padding: 0 }}
    />
  );
}
