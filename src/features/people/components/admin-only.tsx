import { Card, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useDocumentTitle } from '../../../app/use-document-title';
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

/** An administrators' page of this feature: its title (also the document's), and for an Admin the help and content. */
export function AdminOnlyPage({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="eh-people-page">
      <Typography.Title level={2}>{title}</Typography.Title>
      <AdminOnly>
        <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
        {children}
      </AdminOnly>
    </div>
  );
}
