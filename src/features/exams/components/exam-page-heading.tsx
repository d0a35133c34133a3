import { Flex, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

interface ExamPageHeadingProps {
  /** The page's one h1. */
  title: ReactNode;
  /** Under the title: the exam's or the taker's state and facts. */
  details: ReactNode;
  /** Beside the title, at the right; they wrap below it when the row is too narrow. */
  actions: ReactNode;
}

/** The top of an exam's own pages (preview, generation, takers, one taker): title and details, links beside them. */
export function ExamPageHeading({ title, details, actions }: ExamPageHeadingProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Space orientation="vertical" size={0}>
        <Typography.Title level={1} className="eh-page-title" style={{ margin: 0 }}>{title}</Typography.Title>
        {details}
      </Space>
      {actions}
    </Flex>
  );
}
