import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title: what the page is for. */
  subtitle?: ReactNode;
  /** Beside the title, at the right; they wrap below it when the row is too narrow. */
  actions?: ReactNode;
}

/**
 * A page's title (its one h1, drawn at the size of an h2), its actions beside it and a secondary line under them. It has no box of its own: its parts
 * are items of the page's column, spaced like the rest of the page. A title alone keeps the heading's margins, as
 * on every page without actions; beside actions it has none, so the row is as tall as its tallest item.
 */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <>
      {actions ? (
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} className="eh-page-title" style={{ margin: 0 }}>{title}</Typography.Title>
          {actions}
        </Flex>
      ) : (
        <Typography.Title level={1} className="eh-page-title">{title}</Typography.Title>
      )}
      {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
    </>
  );
}
