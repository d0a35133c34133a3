import { UserOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps } from 'antd';
import { useT } from '../../../i18n';
import '../messages';

function initials(firstName: string, lastName: string) {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

interface StudentAvatarProps {
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  size?: AvatarProps['size'];
}

/** The student's image, or their initials when there is none (or it fails to load). */
export function StudentAvatar({ firstName, lastName, imageUrl, size = 'default' }: StudentAvatarProps) {
  const t = useT();
  const name = `${firstName} ${lastName}`;
  const text = initials(firstName, lastName);
  return (
    <Avatar
      size={size}
      src={imageUrl || undefined}
      alt={t('people.avatarOf', { name })}
      icon={text ? undefined : <UserOutlined />}
      className="eh-student-avatar"
    >
      {text}
    </Avatar>
  );
}
