import { Avatar, Button, Dropdown, Typography, theme } from 'antd';
import { DownOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { selectDbUser } from '../../core/auth/auth-slice';
import { useT } from '../../i18n';
import { roleLabel } from '../../lib/access';
import { useAppSelector } from '../../core/hooks';
import { paths } from '../../config/paths';

export function initials(firstName: string, lastName: string) {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

interface UserBlockProps {
  onLogout: () => void;
  /** Show the name and role beside the picture (wide screens). */
  showName: boolean;
}

/** The signed-in user (picture or initials, full name, role) with Settings and Logout. */
export function UserBlock({ onLogout, showName }: UserBlockProps) {
  const t = useT();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const dbUser = useAppSelector(selectDbUser);
  if (!dbUser) return null;
  const fullName = `${dbUser.firstName} ${dbUser.lastName}`;

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'settings', icon: <SettingOutlined />, label: t('user.settings') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
        ],
        onClick: ({ key }) => (key === 'logout' ? onLogout() : void navigate(paths.settings)),
      }}
    >
      {/* The button is named by what it shows (the initials, and the name and role when there is room), so a
          voice user can say what they see; with only the initials on screen, the full name is added for
          screen readers. */}
      <Button type="text" aria-haspopup="menu" style={{ height: 'auto', padding: `${token.paddingXXS}px ${token.paddingXS}px` }}>
        <span style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}>
          {dbUser.smallImageUrl ? (
            <Avatar src={dbUser.smallImageUrl} alt={fullName} />
          ) : (
            <Avatar style={{ backgroundColor: 'var(--eh-primary-text)', color: 'var(--eh-on-solid)' }}>
              {initials(dbUser.firstName, dbUser.lastName)}
            </Avatar>
          )}
          {showName ? (
            <span style={{ display: 'grid', textAlign: 'left', lineHeight: 1.25 }}>
              <Typography.Text strong ellipsis style={{ maxWidth: 160 }}>{fullName}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>{roleLabel(dbUser.roleName)}</Typography.Text>
            </span>
          ) : (
            <span className="sr-only">{t('user.menuLabel', { name: fullName })}</span>
          )}
          <DownOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />
        </span>
      </Button>
    </Dropdown>
  );
}
