import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useT } from '../../../i18n';
import { selectRoleName } from '../../auth/auth-slice';
import '../messages';

/** The page's content for an Admin; for other staff an honest "for administrators" (the server refuses them too). */
export function AdminOnly({ children }: { children: ReactNode }) {
  const t = useT();
  const isAdmin = useAppSelector(selectRoleName) === 'Admin';
  if (isAdmin) return children;
  return <Card><Result status="403" title={t('people.adminOnly')} /></Card>;
}
