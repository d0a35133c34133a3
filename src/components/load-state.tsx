import { ReloadOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/errors';
import { t } from '../i18n';

/** What every RTK Query hook result has, and all a load state needs of it. */
export interface LoadQuery {
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export type LoadPhase = 'loading' | 'failed' | 'empty' | 'ready';

/**
 * Loading, failed and empty are three different things to a user: a failed load never says "nothing here"
 * (a teacher could believe their data is gone) and an empty list never shows while it is still loading.
 */
export function loadPhase(query: LoadQuery, isEmpty: boolean): LoadPhase {
  if (query.isError) return 'failed';
  if (query.isLoading) return 'loading';
  return isEmpty ? 'empty' : 'ready';
}

interface LoadFailedProps {
  /** What could not be loaded, as a noun phrase in the user's language ("the questions"). */
  what: string;
  error: unknown;
  onRetry: () => unknown;
  /** Inside a table or a small card: no big icon. */
  compact?: boolean;
}

/** A failed load: what failed, why (the error's text), and Retry. */
export function LoadFailed({ what, error, onRetry, compact = false }: LoadFailedProps) {
  const retry = (
    <Button icon={<ReloadOutlined />} onClick={() => void onRetry()}>{t('loadState.retry')}</Button>
  );
  const title = t('loadState.failed', { what });
  const reason = errorMessage(error);
  if (compact) {
    return (
      <Flex vertical align="center" gap={8} role="alert" style={{ padding: '16px 0' }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary">{reason}</Typography.Text>
        {retry}
      </Flex>
    );
  }
  return <FailedPanel title={title} reason={reason} action={retry} />;
}

/**
 * A failed load on a page of its own, laid out as antd's Result with the warning icon — without Result itself,
 * whose 403/404/500 illustrations would otherwise load with every page (bench/README.md, bundle).
 */
function FailedPanel({ title, reason, action }: { title: string; reason: string; action: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={token.marginSM} style={{ padding: `${token.paddingXL}px ${token.padding}px`, textAlign: 'center' }}>
      <WarningFilled aria-hidden style={{ fontSize: 72, color: token.colorWarning, marginBottom: token.marginSM }} />
      <Typography.Text role="alert" style={{ fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>{title}</Typography.Text>
      <Typography.Text type="secondary">{reason}</Typography.Text>
      <div style={{ marginTop: token.marginMD }}>{action}</div>
    </Flex>
  );
}

/** A table's `locale.emptyText`: nothing while loading (the table shows its spinner), the failure, or the empty text. */
export function tableEmptyText(query: LoadQuery, what: string, empty: ReactNode): ReactNode {
  const phase = loadPhase(query, true);
  if (phase === 'failed') return <LoadFailed compact what={what} error={query.error} onRetry={query.refetch} />;
  if (phase === 'loading') return ' ';
  return empty;
}

interface LoadStateProps {
  query: LoadQuery;
  what: string;
  /** Whether the loaded data is empty (or missing). */
  isEmpty: boolean;
  /** Shown when loaded and empty; a plain "nothing here" when not given. */
  empty?: ReactNode;
  children: () => ReactNode;
  /** Wrap the loading and failed states in a card, as the page's content would be. */
  card?: boolean;
}

/** A detail page or card's content through its load: skeleton, failure with Retry, empty, or the content. */
export function LoadState({ query, what, isEmpty, empty, children, card = false }: LoadStateProps) {
  const phase = loadPhase(query, isEmpty);
  const wrap = (node: ReactNode) => (card ? <Card>{node}</Card> : node);
  switch (phase) {
    case 'loading':
      return wrap(<Skeleton active aria-busy="true" aria-label={t('loadState.loading', { what })} />);
    case 'failed':
      return wrap(<LoadFailed what={what} error={query.error} onRetry={query.refetch} />);
    case 'empty':
      return wrap(empty ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataTable.empty')} />);
    default:
      return <>{children()}</>;
  }
}
