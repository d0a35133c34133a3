import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Divider, Spin, theme } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, LoginOutlined, UserOutlined } from '@ant-design/icons';
import { useListAuthProvidersQuery, useLoginLocalMutation } from '../../api/session-api';
import { useAppDispatch } from '../../core/hooks';
import { useDocumentTitle } from '../../core/use-document-title';
import { useT } from '../../i18n';
import { signedIn } from '../../core/auth/auth-slice';
import { ProviderButtons } from './provider-buttons';
import { signInErrorText } from './sign-in-error';
import { useFinishSignIn } from './use-finish-sign-in';
import './login-page.css';

interface Credentials {
  username: string;
  password: string;
}
type FieldErrors = Partial<Record<keyof Credentials, string>>;

interface FieldProps {
  id: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  autoComplete: string;
  autoFocus?: boolean;
  /** A password field, with a button that shows or hides it. */
  secret?: boolean;
  revealLabel?: string;
}

function LoginField({ id, icon, value, onChange, invalid, autoComplete, autoFocus, secret = false, revealLabel }: FieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="eh-plain-control eh-login-field" data-invalid={invalid}>
      <span aria-hidden>{icon}</span>
      <input
        id={id} value={value} onChange={(e) => onChange(e.target.value)} autoComplete={autoComplete} autoFocus={autoFocus}
        type={secret && !revealed ? 'password' : 'text'} aria-invalid={invalid} aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {secret && (
        <button type="button" className="eh-login-field-reveal" aria-label={revealLabel} aria-pressed={revealed} onClick={() => setRevealed((r) => !r)}>
          {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      )}
    </div>
  );
}

/**
 * Username + password, and a button for each identity provider the server offers. The first page most visitors
 * load, so it is a plain form (two required fields, native inputs) rather than antd's Form and Input, which bring
 * a validation library and every input variant.
 */
export default function LoginPage() {
  const t = useT();
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const { data, isLoading, isError } = useListAuthProvidersQuery();
  const [loginLocal, { isLoading: signingIn }] = useLoginLocalMutation();
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('login.title'));
  useFinishSignIn();

  // When the methods cannot be loaded, the form is still the most likely way in.
  const localLogin = isError || (data?.data.localLogin ?? false);
  const providers = data?.data.providers ?? [];

  const change = (field: keyof Credentials, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {
      username: values.username.trim() === '' ? t('login.usernameRequired') : undefined,
      password: values.password === '' ? t('login.passwordRequired') : undefined,
    };
    setFieldErrors(problems);
    if (problems.username || problems.password) return;
    setError(null);
    try {
      const response = await loginLocal({ localLoginRequest: values }).unwrap();
      dispatch(signedIn(response.data));
    } catch (failure) {
      setError(signInErrorText(failure));
    }
  };

  const field = (name: keyof Credentials, label: string, props: Pick<FieldProps, 'icon' | 'autoComplete' | 'autoFocus' | 'secret' | 'revealLabel'>) => {
    const id = `login-${name}`;
    const problem = fieldErrors[name];
    return (
      <div style={{ display: 'grid', gap: token.marginXS, marginBottom: token.marginLG }}>
        <label htmlFor={id} style={{ color: token.colorText }}>{label}</label>
        <LoginField id={id} value={values[name]} onChange={(value) => change(name, value)} invalid={Boolean(problem)} {...props} />
        {problem && <div id={`${id}-error`} role="alert" style={{ color: token.colorError }}>{problem}</div>}
      </div>
    );
  };

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div>
        <h1 style={{ margin: '0 0 4px', fontSize: token.fontSizeHeading3, fontWeight: 600, color: token.colorText }}>{t('login.title')}</h1>
        <p style={{ margin: 0, color: token.colorTextSecondary }}>{t('login.subtitle')}</p>
      </div>
      {isLoading ? (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}><Spin /></div>
      ) : (
        <>
          {localLogin && (
            <form onSubmit={submit} noValidate>
              <fieldset disabled={signingIn} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
                {field('username', t('login.username'), { icon: <UserOutlined />, autoComplete: 'username', autoFocus: true })}
                {field('password', t('login.password'), {
                  icon: <LockOutlined />, autoComplete: 'current-password', secret: true, revealLabel: t('login.showPassword'),
                })}
                {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
                <Button type="primary" htmlType="submit" size="large" block icon={<LoginOutlined />} loading={signingIn}>
                  {t('login.submit')}
                </Button>
              </fieldset>
            </form>
          )}
          {localLogin && providers.length > 0 && <Divider plain style={{ margin: 0 }}>{t('login.or')}</Divider>}
          {providers.length > 0 && <ProviderButtons providers={providers} />}
          {!localLogin && providers.length === 0 && <Alert type="warning" showIcon title={t('login.noMethods')} />}
        </>
      )}
    </div>
  );
}
