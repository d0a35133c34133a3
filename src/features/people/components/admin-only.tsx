import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { useAppSelector } from '../../../core/hooks';
import { useDocumentTitle } from '../../../core/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n';
import { selectRoleName } from '../../../core/auth/auth-slice';
import '../messages';

/**
 * An administrators' page of this feature: its title (also the document's); for an Admin the help and content, for
 * other staff an honest "for administrators" (the server refuses them too).
 */
export function AdminOnlyPage({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  const t = useT();
  const isAdmin = useAppSelector(selectRoleName) === 'Admin';
  useDocumentTitle(title);
  return (
    <div className="eh-people-page">
      <PageHeader title={title} subtitle={isAdmin ? help : undefined} />
      {isAdmin ? children : <Card><Result status="403" title={t('people.adminOnly')} /></Card>}
    </div>
  );
}
