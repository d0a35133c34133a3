import { useSearchParams } from 'react-router-dom';
import { Result, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { useDocumentTitle } from '../../core/use-document-title';
import { ButtonLink } from '../../components/button-link';
import { useT } from '../../i18n';
import { paths } from '../../config/paths';

// The reasons the API's OpenID Connect callback reports (`OidcFailure` in server/modules/auth/service.ts); anything
// else is explained generically and its code shown for support.
const KNOWN_REASONS = [
  'no_account', 'account_disabled', 'provider_error', 'provider_unavailable', 'invalid_request', 'expired', 'token_error',
  'email_not_verified', 'not_configured',
];

export default function LoginFailPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const reason = searchParams.get('reason');
  useDocumentTitle(t('loginFail.title'));
  const explanation = reason && KNOWN_REASONS.includes(reason) ? t(`loginFail.reasons.${reason}`) : t('loginFail.unknown');

  return (
    <Result
      status="warning"
      title={<Typography.Title level={1} className="eh-result-title">{t('loginFail.title')}</Typography.Title>}
      subTitle={(
        <>
          <div>{explanation}</div>
          {reason && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('loginFail.reasonCode', { reason })}</Typography.Text>}
        </>
      )}
      extra={<ButtonLink to={paths.login} type="primary" icon={<LoginOutlined />}>{t('loginFail.back')}</ButtonLink>}
      style={{ padding: 0 }}
    />
  );
}
