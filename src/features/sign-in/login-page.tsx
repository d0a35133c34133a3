import { useState } from 'react';
import { Alert, Button, Divider, Form, Input, Skeleton, Typography } from 'antd';
import { LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { useListAuthProvidersQuery, useLoginLocalMutation } from '../../api/exam-api';
import { useAppDispatch } from '../../app/hooks';
import { useDocumentTitle } from '../../app/use-document-title';
import { useT } from '../../i18n';
import { signedIn } from '../auth/auth-slice';
import { ProviderButtons } from './provider-buttons';
import { signInErrorText } from './sign-in-error';
import { useFinishSignIn } from './use-finish-sign-in';

interface Credentials {
  username: string;
  password: string;
}

/** Username + password, and a button for each identity provider the server offers. */
export default function LoginPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useListAuthProvidersQuery();
  const [loginLocal, { isLoading: signingIn }] = useLoginLocalMutation();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('login.title'));
  useFinishSignIn();

  // When the methods cannot be loaded, the form is still the most likely way in.
  const localLogin = isError || (data?.data.localLogin ?? false);
  const providers = data?.data.providers ?? [];

  const submit = async (credentials: Credentials) => {
    setError(null);
    try {
      const response = await loginLocal({ localLoginRequest: credentials }).unwrap();
      dispatch(signedIn(response.data));
    } catch (failure) {
      setError(signInErrorText(failure));
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>{t('login.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('login.subtitle')}</Typography.Text>
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          {localLogin && (
            <Form<Credentials> layout="vertical" requiredMark={false} onFinish={submit} onValuesChange={() => setError(null)} disabled={signingIn}>
              <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
                <Input size="large" prefix={<UserOutlined />} autoComplete="username" autoFocus />
              </Form.Item>
              <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
                <Input.Password size="large" prefix={<LockOutlined />} autoComplete="current-password" />
              </Form.Item>
              {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
              <Button type="primary" htmlType="submit" size="large" block icon={<LoginOutlined />} loading={signingIn}>
                {t('login.submit')}
              </Button>
            </Form>
          )}
          {localLogin && providers.length > 0 && <Divider plain style={{ margin: 0 }}>{t('login.or')}</Divider>}
          {providers.length > 0 && <ProviderButtons providers={providers} />}
          {!localLogin && providers.length === 0 && <Alert type="warning" showIcon title={t('login.noMethods')} />}
        </>
      )}
    </div>
  );
}
