import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Button, Result } from 'antd';
import { LoginOutlined, SmileOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/use-document-title';
import { useT } from '../../i18n';
import { loggedOut, selectIsSignedIn } from '../auth/auth-slice';

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
      title={t('byeBye.title')}
      subTitle={t('byeBye.text')}
      extra={(
        <Link to="/auth/login">
          <Button type="primary" icon={<LoginOutlined />}>{t('byeBye.signInAgain')}</Button>
        </Link>
      )}
      style={{ padding: 0 }}
    />
  );
}
