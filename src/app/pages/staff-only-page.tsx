import { Button, Result, theme } from 'antd';
import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { selectDbUser } from '../../features/auth/auth-slice';
import { useT } from '../../i18n';
import { useAppSelector } from '../hooks';
import { AuthFrame } from '../layouts/auth-layout';
import { useLogout } from '../logout';
import { useDocumentTitle } from '../use-document-title';

/** What a signed-in student sees on the staff pages until the student side exists. */
export default function StaffOnlyPage() {
  const t = useT();
  const { token } = theme.useToken();
  const logout = useLogout();
  const dbUser = useAppSelector(selectDbUser);
  useDocumentTitle(t('staffOnly.title'));
  const name = dbUser ? `${dbUser.firstName} ${dbUser.lastName}` : '';
  return (
    <AuthFrame>
      <Result
        icon={<LockOutlined style={{ color: token.colorWarning }} />}
        title={t('staffOnly.title')}
        subTitle={t('staffOnly.text', { name })}
        extra={<Button type="primary" icon={<LogoutOutlined />} onClick={logout}>{t('staffOnly.logout')}</Button>}
        style={{ padding: 0 }}
      />
    </AuthFrame>
  );
}
