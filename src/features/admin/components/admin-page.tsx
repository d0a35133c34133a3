import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../core/use-document-title';
import '../admin.css';

export interface AdminPageProps {
  title: string;
  /** One or two sentences on what the page is for. */
  help: ReactNode;
  children: ReactNode;
}

/** The frame of every administration page: its title (the page's h1), a short helper text and the content. */
export function AdminPage({ title, help, children }: AdminPageProps) {
  useDocumentTitle(title);
  return (
    <div className="eh-admin-page">
      <div>
        <Typography.Title level={1} className="eh-page-title" style={{ marginBottom: 4 }}>{title}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>{help}</Typography.Paragraph>
      </div>
      {children}
    </div>
  );
}
